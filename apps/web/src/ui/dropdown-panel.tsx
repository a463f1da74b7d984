import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Popover, { type PopoverActions } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { DROPDOWN_PANEL_MAX_HEIGHT, DROPDOWN_SEARCH_PLACEHOLDER } from './dropdown-constants';
import { DropdownPlainList, DropdownVirtualList } from './dropdown-list';
import { dropdownOptionId, moveActive, type TDropdownOption } from './dropdown-options';
import type { TDropdownListProps } from './dropdown-list';

export interface TDropdownPanelProps extends Omit<
  TDropdownListProps,
  'focusable' | 'listboxRef' | 'onKeyDown' | 'onActivate'
> {
  anchorEl: HTMLElement | null;
  /** The trigger's width, so the panel lines up with it. */
  width: number | undefined;
  /** Render only the rows in view and keep the panel mounted while closed (spec §9). */
  virtual: boolean;
  /** The Dropdown's label, to name the search input. */
  label: string;
  searchable: boolean;
  query: string;
  noOptionsText: string;
  onQueryChange: (query: string) => void;
  /** `byKeyboard` asks for the option to be scrolled into view. */
  onActivate: (index: number, byKeyboard: boolean) => void;
  onClose: () => void;
}

/**
 * The popup of a Dropdown: a 'Search' input over a listbox (spec §2), at most 480 px high
 * (spec §9). Focus stays in the search input; the active option is its aria-activedescendant.
 */
export function DropdownPanel(props: TDropdownPanelProps) {
  const { open, anchorEl, width, virtual, label, searchable, query, view, activeIndex } = props;
  const { listboxId, noOptionsText, onQueryChange, onActivate, onChoose, onClose } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const actions = useRef<PopoverActions>(null);

  // A shorter list leaves a panel that was moved up to fit the screen hanging: place it again.
  const rowCount = view.rows.length;
  useEffect(() => {
    if (open) actions.current?.updatePosition();
  }, [open, rowCount]);

  const focusInside = () => {
    const search = searchRef.current;
    if (!search) {
      listboxRef.current?.focus({ preventScroll: true });
      return;
    }
    search.focus({ preventScroll: true });
    // The key that opened the panel starts the search: type after it.
    search.setSelectionRange(search.value.length, search.value.length);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const moved = moveActive(view.options, activeIndex, event.key);
    if (moved !== undefined) {
      event.preventDefault();
      onActivate(moved, true);
    } else if (event.key === 'Enter' || (event.key === ' ' && !searchable)) {
      event.preventDefault();
      const option: TDropdownOption | undefined = view.options[activeIndex];
      if (option && !option.disabled) onChoose(option);
    } else if (event.key === 'Tab') {
      // Like MUI's Select: Tab closes and focus goes back to the trigger.
      event.preventDefault();
      onClose();
    }
    // Escape reaches the Popover, which closes through onClose.
  };

  const listProps: TDropdownListProps = {
    ...props,
    focusable: !searchable,
    listboxRef,
    onKeyDown: handleKeyDown,
    onActivate: (index) => onActivate(index, false),
  };
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      action={actions}
      onClose={onClose}
      keepMounted={virtual}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        transition: { onEntering: focusInside },
        paper: {
          sx: {
            width,
            maxHeight: DROPDOWN_PANEL_MAX_HEIGHT,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      {searchable && (
        <Box sx={{ p: 1, flex: 'none' }}>
          <TextField
            inputRef={searchRef}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={DROPDOWN_SEARCH_PLACEHOLDER}
            size="small"
            fullWidth
            autoComplete="off"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: {
                role: 'combobox',
                'aria-label': `${DROPDOWN_SEARCH_PLACEHOLDER} ${label}`,
                'aria-autocomplete': 'list',
                'aria-expanded': open,
                'aria-controls': listboxId,
                'aria-activedescendant':
                  activeIndex >= 0 ? dropdownOptionId(listboxId, activeIndex) : undefined,
              },
            }}
          />
        </Box>
      )}
      {view.options.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {noOptionsText}
        </Typography>
      )}
      {virtual ? <DropdownVirtualList {...listProps} /> : <DropdownPlainList {...listProps} />}
    </Popover>
  );
}
