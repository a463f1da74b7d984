import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TOrgNodeType } from '../utils/org-tree';

export interface TOrgNodeNameProps {
  /** The node's type (spec §3 "Tree node types"), or ACCOUNT for an account of the role table. */
  type: TOrgNodeType | 'ACCOUNT';
  name: string;
  /** Makes the name a button that picks the node. */
  onPick?: () => void;
  disabled?: boolean;
}

const ICONS = {
  ACCOUNT: BadgeIcon,
  ORG: ApartmentIcon,
  ORG_UNIT: AccountTreeIcon,
  OU_ACCOUNT: AccountCircleOutlinedIcon,
} as const;

/** A tree node's name in a table cell, after an icon of its type; pickable nodes are buttons. */
export function OrgNodeName({ type, name, onPick, disabled = false }: TOrgNodeNameProps) {
  const Icon = ICONS[type];
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, maxWidth: '100%' }}
    >
      <Icon fontSize="small" color="action" aria-hidden />
      {onPick ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          disabled={disabled}
          onClick={onPick}
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            textAlign: 'left',
          }}
        >
          {name}
        </Link>
      ) : (
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
        </Box>
      )}
    </Box>
  );
}
