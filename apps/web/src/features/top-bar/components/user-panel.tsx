import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountInfo } from './account-info';
import { USER_BUTTON_FALLBACK } from './top-bar-labels';
import { userMenuEntries, type TUserMenuProps } from './user-menu-entries';

/**
 * The user dropdown laid open, for the narrow screens' header menu (issue 23 item 4): the
 * e-mail, the account info and the same actions as buttons. `onDone` closes the header menu
 * before an action runs.
 */
export function UserPanel(props: TUserMenuProps & { onDone: () => void }) {
  const entries = userMenuEntries(props);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }}>
      <Typography variant="subtitle2" sx={{ px: 1, overflowWrap: 'anywhere' }}>
        {props.email || USER_BUTTON_FALLBACK}
      </Typography>
      <AccountInfo displayInfo={props.displayInfo} />
      {entries.map((entry) => (
        <Button
          key={entry.id}
          color="inherit"
          disabled={entry.disabled}
          onClick={() => {
            props.onDone();
            entry.onClick();
          }}
        >
          {entry.label}
        </Button>
      ))}
    </Box>
  );
}
