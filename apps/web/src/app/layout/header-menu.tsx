import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

/** The header menu's button text and its panel's title. */
export const HEADER_MENU_LABEL = 'Menu';

/**
 * Narrow screens (issue 23 item 4, WCAG 1.4.10 at 320 px): every control of the signed-in bar
 * in one "Menu" panel, so nothing is pushed off-screen. `children` gets the panel's close
 * function; following a link in the panel closes it too.
 */
export function HeaderMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        {HEADER_MENU_LABEL}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 'min(320px, 100vw)' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {HEADER_MENU_LABEL}
          </Typography>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Stack
          sx={{ p: 1, '& .MuiButton-root': { justifyContent: 'flex-start', width: '100%' } }}
          // Menus opened from here are portals, but their clicks bubble here through React.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) close();
          }}
        >
          {children(close)}
        </Stack>
      </Drawer>
    </>
  );
}
