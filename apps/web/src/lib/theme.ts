import { createTheme } from '@mui/material/styles';

/** spec §9: font Lato, bundled locally through @fontsource (weights 400 and 700, latin). */
export const FONT_FAMILY = 'Lato, "Helvetica Neue", Helvetica, Arial, sans-serif';

/** spec §9: primary blue, secondary red, success green, warning yellow. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#c62828' },
    success: { main: '#2e7d32' },
    // A real yellow (MUI's default warning is orange); dark text keeps it readable.
    warning: { main: '#fdd835', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#f7f9fc' },
  },
  typography: {
    fontFamily: FONT_FAMILY,
    fontWeightMedium: 700,
    button: { fontWeight: 700, letterSpacing: '0.04em' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
