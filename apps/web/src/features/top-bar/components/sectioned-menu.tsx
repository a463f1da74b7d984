import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { flatMenuItems, menuSections, type TMenuSection } from '../utils/menu-sections';
import {
  menuItemState,
  type TMenuHeader,
  type TMenuItem,
  type TPermission,
} from '../utils/menu-visibility';
import { MenuLinkItem } from './menu-link-item';
import { SECTION_ITEMS_SHOWN, SHOW_MORE_LABEL } from './top-bar-labels';

export interface TSectionedMenuProps {
  /** The button's text: 'Services' or 'Support' (spec §2). */
  label: string;
  headers: readonly TMenuHeader[];
  items: readonly TMenuItem[];
  /** The permission answer; until it arrives the items' own visibility holds. */
  permission: TPermission | undefined;
  /** Services items are named in the answer's portalList, Support items in support_menu. */
  kind: 'portal' | 'support';
}

const keyOf = (item: TMenuItem) => `${item.section_header}/${item.item_id}`;

interface TSectionProps {
  section: TMenuSection;
  isDisabled: (item: TMenuItem) => boolean;
  expanded: boolean;
  onShowMore: () => void;
  onFollow: () => void;
}

/** One header and its items; spec §9: 8 items until "Show More" reveals the rest. */
function MenuSectionGroup({ section, isDisabled, expanded, onShowMore, onFollow }: TSectionProps) {
  const headerId = useId();
  const shown = expanded ? section.items : section.items.slice(0, SECTION_ITEMS_SHOWN);
  return (
    <Box
      component="li"
      role="group"
      aria-labelledby={headerId}
      sx={{ '& + &': { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 } }}
    >
      <Typography
        id={headerId}
        component="div"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, lineHeight: 2.5 }}
      >
        {section.header.display_name}
      </Typography>
      <Box component="ul" role="none" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((item, index) => (
          <MenuLinkItem
            key={keyOf(item)}
            item={item}
            disabled={isDisabled(item)}
            // Keyboard users land on the first item that "Show More" revealed.
            autoFocus={expanded && index === SECTION_ITEMS_SHOWN}
            onFollow={onFollow}
          />
        ))}
        {shown.length < section.items.length && (
          <MenuItem onClick={onShowMore} sx={{ color: 'primary.main' }}>
            {SHOW_MORE_LABEL}
          </MenuItem>
        )}
      </Box>
    </Box>
  );
}

/**
 * A top-bar dropdown of links to the provider's apps (spec §2: the Services and Support
 * dropdowns). With at least 3 headers (spec §9) the items show in sections under their headers,
 * 8 to a section until "Show More"; with fewer they show as one list. Each item is enabled,
 * greyed or hidden by the permission answer (spec §6).
 */
export function SectionedMenu({ label, headers, items, permission, kind }: TSectionedMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const states = new Map(items.map((item) => [item, menuItemState(item, kind, permission)]));
  const visible = items.filter((item) => states.get(item) !== 'hidden');
  const isDisabled = (item: TMenuItem) => states.get(item) === 'disabled';
  const sections = menuSections(headers, visible);

  let content;
  if (visible.length === 0 || sections?.length === 0) {
    content = (
      <Box component="li" role="none">
        <EmptyState />
      </Box>
    );
  } else if (sections) {
    content = sections.map((section) => (
      <MenuSectionGroup
        key={section.header.display_name}
        section={section}
        isDisabled={isDisabled}
        expanded={expanded.has(section.header.display_name)}
        onShowMore={() => setExpanded(new Set(expanded).add(section.header.display_name))}
        onFollow={close}
      />
    ));
  } else {
    // spec §9 leaves the menu without 3 headers open: one plain list.
    content = flatMenuItems(headers, visible).map((item) => (
      <MenuLinkItem key={keyOf(item)} item={item} disabled={isDisabled(item)} onFollow={close} />
    ));
  }

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => {
          // Every opening starts with the sections folded again.
          setExpanded(new Set());
          setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        variant="menu"
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { minWidth: 240, maxWidth: 360 } },
        }}
      >
        {content}
      </Menu>
    </>
  );
}
