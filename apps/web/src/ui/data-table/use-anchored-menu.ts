import { useId, useState, type MouseEvent } from 'react';

/**
 * A menu opened from a button in the table (row actions, 'Columns'): the button's ARIA state
 * and click, and the menu's props, opening under the button's right edge.
 */
export function useAnchoredMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    close,
    trigger: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menu: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: close,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      transformOrigin: { vertical: 'top', horizontal: 'right' },
    },
  } as const;
}
