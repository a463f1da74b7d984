import type { TTicketConversion } from '@fwmig/contract';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { TintedChip, type TChipLook } from '../../../../ui/tinted-chip';
import { VerdictChip } from '../../../conversions';

/** The words of each conversion state in the ticket lists (issue 19 item 2). */
const CONVERSION_STATE_LABELS = {
  converting: 'Converting',
  engineers: 'Converted by our engineers',
  failedInput: 'File not readable',
  failed: 'Conversion failed',
  converted: 'Converted',
} as const;

const LOOKS: Record<keyof typeof CONVERSION_STATE_LABELS, TChipLook> = {
  converting: { fg: '#0d47a1', bg: '#e3f2fd', icon: <SyncIcon /> },
  engineers: { fg: '#37474f', bg: '#eceff1', icon: <BuildIcon /> },
  failedInput: { fg: '#8a4b00', bg: '#fff4e5', icon: <WarningIcon /> },
  failed: { fg: '#b71c1c', bg: '#ffebee', icon: <ErrorIcon /> },
  converted: { fg: '#1b5e20', bg: '#e8f5e9' },
};

function StateChip({ state }: { state: keyof typeof CONVERSION_STATE_LABELS }) {
  return (
    <TintedChip
      look={LOOKS[state]}
      label={CONVERSION_STATE_LABELS[state]}
      size="small"
      data-conversion={state}
    />
  );
}

/**
 * A ticket's conversion in the lists: converting, the latest result's verdict, a failure (the
 * file's, the customer's to fix, or the engine's), or by our engineers for a vendor the engine
 * does not convert. Nothing before the first run the viewer may see.
 */
export function ConversionCell({ conversion }: { conversion: TTicketConversion }) {
  switch (conversion.state) {
    case 'converting':
      return <StateChip state="converting" />;
    case 'engineers':
      return <StateChip state="engineers" />;
    case 'failed':
      return <StateChip state={conversion.failure === 'input' ? 'failedInput' : 'failed'} />;
    case 'done':
      return conversion.verdict ? (
        <VerdictChip verdict={conversion.verdict} />
      ) : (
        <StateChip state="converted" />
      );
    default:
      return null;
  }
}
