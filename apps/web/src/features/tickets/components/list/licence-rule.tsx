import Typography from '@mui/material/Typography';

/**
 * The licence rule (issue 19 item 2), as the server keeps it: submitting a ticket takes a
 * licence; a conversion that fails because of the file gives it back; converting again after
 * replacing the file takes one again.
 */
export const LICENCE_RULE =
  'A ticket uses one licence when it is submitted. If its conversion fails because of the file (not a configuration, empty, or another vendor’s), the licence is given back; replacing the file converts again and uses a licence again.';

/** The rule as a line of the licence panel, on a row of its own. */
export function LicenceRule() {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      data-testid="licence-rule"
      sx={{ m: 0, flexBasis: '100%' }}
    >
      {LICENCE_RULE}
    </Typography>
  );
}
