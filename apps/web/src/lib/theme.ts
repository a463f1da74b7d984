import { createTheme } from '@mui/material/styles';

/** spec §9: font Lato, bundled locally through @fontsource (weights 400 and 700, latin). */
export const FONT_FAMILY = 'Lato, "Helvetica Neue", Helvetica, Arial, sans-serif';

/**
 * issue 23 item 2: the keyboard focus ring's colours, each at least 3:1 against what it is drawn
 * on (WCAG 1.4.11): dark blue on the light page, menus and dialogs (about 10:1 on white), white
 * on the blue app bar (about 5.8:1). The app bar switches the CSS variable.
 */
export const FOCUS_RING_COLORS = { onLight: '#0d3c7a', onPrimary: '#ffffff' } as const;

/**
 * The focus ring: a 2 px outline, outside the element (`inset` draws it inside, for items that
 * fill a list or a clipped strip: menu items, tabs, dropdown options).
 */
export function focusRing(inset = false) {
  return {
    outline: `2px solid var(--focus-ring, ${FOCUS_RING_COLORS.onLight})`,
    outlineOffset: inset ? -2 : 2,
  } as const;
}

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
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { '--focus-ring': FOCUS_RING_COLORS.onLight },
        // Links and the kit's own focusable elements; :where keeps this below MUI's own rules.
        ':where(a, [tabindex="0"]):focus-visible': focusRing(),
        // A heading focused after a page change (app/layout) is no control: no ring.
        'h1[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    // Every button, icon button, checkbox, chip and sort label (today only MUI's faint ripple).
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing() } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing(true) } },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing(true) } },
    },
    MuiAppBar: {
      styleOverrides: { root: { '--focus-ring': FOCUS_RING_COLORS.onPrimary } },
    },
  },
});
