import { TICKET_STATUS_LABELS, type TTicketStatus } from '@fwmig/contract';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { TintedChip, type TChipLook } from '../../../../ui/tinted-chip';

/**
 * Each status has its own hue and icon, so it reads without colour too; text on its tint keeps
 * a contrast of at least 7:1 (WCAG AAA).
 */
const LOOKS: Record<TTicketStatus, TChipLook> = {
  submitted: { fg: '#0d47a1', bg: '#e3f2fd', icon: <ScheduleIcon /> },
  in_progress: { fg: '#4a148c', bg: '#f3e5f5', icon: <PlayCircleIcon /> },
  waiting_customer: { fg: '#6d4c00', bg: '#fff3c4', icon: <HelpOutlineIcon /> },
  delivered: { fg: '#1b5e20', bg: '#e8f5e9', icon: <InventoryIcon /> },
  closed: { fg: '#37474f', bg: '#eceff1', icon: <CheckCircleIcon /> },
  cancelled: { fg: '#b71c1c', bg: '#ffebee', icon: <BlockIcon /> },
};

/** A ticket's status as a tinted chip with its label (TICKET_STATUS_LABELS). */
export function TicketStatusChip({
  status,
  size = 'medium',
}: {
  status: TTicketStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <TintedChip
      look={LOOKS[status]}
      label={TICKET_STATUS_LABELS[status]}
      size={size}
      data-status={status}
    />
  );
}
