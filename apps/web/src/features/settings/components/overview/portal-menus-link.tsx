import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The overview's Top-bar menus section (issue 19 item 2): what it holds and the way to it. */
export function PortalMenusLink() {
  return (
    <Box component="section" aria-labelledby="settings-menus">
      <Typography id="settings-menus" variant="h5" component="h2" gutterBottom>
        Top-bar menus
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The entries of the SERVICES and SUPPORT menus and the addresses they open.
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/settings/menus">
        Edit menus
      </Button>
    </Box>
  );
}
