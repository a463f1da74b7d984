import type { TLoginAccount } from '@fwmig/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface TAccountChooserProps {
  email: string;
  accounts: TLoginAccount[];
  /** The account in use, marked as current. */
  currentUserId?: string;
  currentSubUserId?: string;
  onChoose: (account: TLoginAccount) => void;
}

/**
 * spec §2 "Account chooser": the login e-mail is associated with N accounts; each is listed
 * with its company name, system ID and "as master user" when sub_user_id is '0'.
 */
export function AccountChooser(props: TAccountChooserProps) {
  const { email, accounts, currentUserId, currentSubUserId, onChoose } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Choose an account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Your login e-mail ${email} is associated with ${accounts.length} accounts. Please choose the one to use.`}
      </Typography>
      <List aria-label="Accounts" disablePadding>
        {accounts.map((account) => {
          const current =
            account.user_id === currentUserId && account.sub_user_id === currentSubUserId;
          return (
            // A list of list items, each holding its account's button (issue 23).
            <ListItem
              key={`${account.user_id}/${account.sub_user_id}`}
              disablePadding
              sx={{ mb: 1 }}
            >
              <ListItemButton
                onClick={() => onChoose(account)}
                selected={current}
                aria-current={current || undefined}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <ListItemText
                  primary={account.company_name}
                  secondary={`System ID ${account.user_id}${account.sub_user_id === '0' ? ' · as master user' : ''}${current ? ' · current' : ''}`}
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
