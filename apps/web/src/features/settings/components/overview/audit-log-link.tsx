import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The overview's Audit log section (issue 18 item 11): what it holds and the way to it. */
export function AuditLogLink() {
  return (
    <Box component="section" aria-labelledby="settings-audit">
      <Typography id="settings-audit" variant="h5" component="h2" gutterBottom>
        Audit log
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Sign-ins, logouts, role and account switches and every administrator change, with who, when
        and from where.
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/settings/audit">
        View audit log
      </Button>
    </Box>
  );
}
