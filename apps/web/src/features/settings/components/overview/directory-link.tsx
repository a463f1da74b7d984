import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The overview's Directory section (issue 20 item 1): what it holds and the way to it. */
export function DirectoryLink() {
  return (
    <Box component="section" aria-labelledby="settings-directory">
      <Typography id="settings-directory" variant="h5" component="h2" gutterBottom>
        Directory
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Customer accounts, their logins, organisations with their OU trees, target devices and
        licences.
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/admin/accounts">
        Open directory
      </Button>
    </Box>
  );
}
