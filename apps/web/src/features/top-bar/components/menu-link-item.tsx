import MenuItem from '@mui/material/MenuItem';
import { EllipsisText } from '../../../ui/ellipsis-text';
import { menuLinkTarget } from '../utils/menu-link';
import type { TMenuItem } from '../utils/menu-visibility';

export interface TMenuLinkItemProps {
  item: TMenuItem;
  /** spec §6: a disabled item is greyed and cannot be clicked. */
  disabled: boolean;
  /** Focus the item when it appears (the first item a "Show More" reveals). */
  autoFocus?: boolean;
  /** Called when the link is followed, to close the menu. */
  onFollow: () => void;
}

/**
 * A Services or Support menu entry: a link to the item's url, or a greyed entry without one
 * (spec §6: "Disabled items cannot be clicked and are greyed").
 */
export function MenuLinkItem({ item, disabled, autoFocus = false, onFollow }: TMenuLinkItemProps) {
  const label = <EllipsisText text={item.display_name} />;
  if (disabled) return <MenuItem disabled>{label}</MenuItem>;
  return (
    <MenuItem
      component="a"
      href={item.url}
      {...menuLinkTarget(item)}
      autoFocus={autoFocus}
      onClick={onFollow}
    >
      {label}
    </MenuItem>
  );
}
