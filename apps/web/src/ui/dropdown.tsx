import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { DROPDOWN_NO_OPTIONS_TEXT, DROPDOWN_VIRTUALISE_OVER } from './dropdown-constants';
import { buildDropdownView, findEnabled, type TDropdownOption } from './dropdown-options';
import { DropdownPanel } from './dropdown-panel';

export interface TDropdownProps {
  /** The visible label, which also names the combobox. */
  label: string;
  options: readonly TDropdownOption[];
  /** The chosen option's id; null for none. */
  value: string | null;
  /** Called with the id of a newly chosen option (the dropdown itself never clears it). */
  onChange: (id: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** An error message, shown under the field in the error colour. */
  error?: string;
  /** Marks the label with an asterisk; the rule itself belongs to the form. */
  required?: boolean;
  /** A 'Search' input over the options (spec §2); default true. */
  searchable?: boolean;
  /** Shown when no option matches the search; default 'No Data'. */
  noOptionsText?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  id?: string;
  name?: string;
  /** Called when focus leaves the field, not when it moves into its own panel. */
  onBlur?: () => void;
  /** The combobox element, so a form can focus a field with an error. */
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/** Keys that open a closed Dropdown from its trigger (ARIA combobox pattern). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * A single-choice, searchable dropdown that looks like an outlined MUI field (spec §2: a 'Search'
 * placeholder). Lists over 150 options are virtualised and stay mounted while closed; the panel
 * is at most 480 px high (spec §9). Disabled options show but cannot be chosen (spec §5).
 */
export function Dropdown({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  error,
  required = false,
  searchable = true,
  noOptionsText = DROPDOWN_NO_OPTIONS_TEXT,
  fullWidth = false,
  size,
  id,
  name,
  onBlur,
  inputRef,
  sx,
}: TDropdownProps) {
  const autoId = useId();
  const triggerId = id ?? autoId;
  const labelId = `${triggerId}-label`;
  const listboxId = `${triggerId}-listbox`;
  const errorId = `${triggerId}-error`;
  const virtual = options.length > DROPDOWN_VIRTUALISE_OVER;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The active option is kept by id: its index moves as a search filters the list.
  const [active, setActive] = useState<{ id: string | null; scroll: boolean }>({
    id: null,
    scroll: false,
  });
  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const [panelWidth, setPanelWidth] = useState<number>();
  const triggerRef = useRef<HTMLInputElement>(null);
  const handleInputRef = useForkRef(triggerRef, inputRef);

  const view = useMemo(() => buildDropdownView(options, query), [options, query]);
  const selected = useMemo(() => options.find((option) => option.id === value), [options, value]);
  const activeIndex = useMemo(() => {
    const index = view.options.findIndex((option) => option.id === active.id);
    return index >= 0 && !view.options[index]?.disabled ? index : findEnabled(view.options, 0, 1);
  }, [view, active.id]);

  const openPanel = (initialQuery = '') => {
    if (disabled) return;
    // Focus returns to the element focused before the panel opened: make that the trigger.
    triggerRef.current?.focus();
    setPanelWidth(anchorEl?.getBoundingClientRect().width);
    setQuery(initialQuery);
    setActive({ id: initialQuery ? null : value, scroll: true });
    setOpen(true);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent) => {
    if (open) return;
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      openPanel();
    } else if (searchable && isPrintable(event)) {
      // Typing on the trigger starts a search with that character.
      event.preventDefault();
      openPanel(event.key);
    }
  };

  const hasPlaceholder = Boolean(placeholder);
  return (
    <>
      <FormControl
        fullWidth={fullWidth}
        disabled={disabled}
        error={Boolean(error)}
        required={required}
        size={size}
        // The outline stays highlighted while focus is in the panel.
        focused={open || undefined}
        sx={sx}
      >
        <InputLabel id={labelId} htmlFor={triggerId} shrink={hasPlaceholder || undefined}>
          {label}
        </InputLabel>
        <OutlinedInput
          ref={setAnchorEl}
          id={triggerId}
          name={name}
          label={label}
          notched={hasPlaceholder || undefined}
          readOnly
          value={selected?.name ?? ''}
          placeholder={placeholder}
          inputRef={handleInputRef}
          onClick={() => {
            if (!open) openPanel();
          }}
          onKeyDown={handleTriggerKeyDown}
          onBlur={() => {
            if (!open) onBlur?.();
          }}
          endAdornment={
            <ArrowDropDownIcon
              sx={{
                color: disabled ? 'action.disabled' : 'action.active',
                transform: open ? 'rotate(180deg)' : undefined,
                pointerEvents: 'none',
              }}
            />
          }
          inputProps={{
            role: 'combobox',
            'aria-haspopup': 'listbox',
            'aria-expanded': open,
            // A small list's panel is unmounted while closed; point only at what exists.
            'aria-controls': open || virtual ? listboxId : undefined,
            'aria-describedby': error ? errorId : undefined,
          }}
          sx={{
            cursor: disabled ? 'default' : 'pointer',
            '& .MuiInputBase-input': {
              cursor: 'inherit',
              caretColor: 'transparent',
              textOverflow: 'ellipsis',
              userSelect: 'none',
            },
          }}
        />
        {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
      </FormControl>
      <DropdownPanel
        open={open}
        anchorEl={anchorEl}
        width={panelWidth}
        virtual={virtual}
        label={label}
        labelId={labelId}
        listboxId={listboxId}
        searchable={searchable}
        query={query}
        noOptionsText={noOptionsText}
        view={view}
        activeIndex={activeIndex}
        selectedId={value}
        scrollToActive={active.scroll}
        onQueryChange={(next) => {
          setQuery(next);
          setActive({ id: null, scroll: true });
        }}
        onActivate={(index, byKeyboard) =>
          setActive({ id: view.options[index]?.id ?? null, scroll: byKeyboard })
        }
        onChoose={(option) => {
          setOpen(false);
          if (option.id !== value) onChange(option.id);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A key press that types one character (not a shortcut). */
function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}
