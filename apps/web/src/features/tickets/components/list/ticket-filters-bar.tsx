import { VENDORS } from '@fwmig/contract';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import { Dropdown } from '../../../../ui/dropdown';
import type { TDropdownOption } from '../../../../ui/dropdown-options';
import { StatusFilterChips } from './status-filter-chips';
import type { TTicketListFilters } from './ticket-list-params';
import type { TFilterChangeOptions } from './use-ticket-list-params';
import { useDebouncedText } from '../../../../lib/use-debounced-text';

/** An engineer tickets can be assigned to (ZPerson). */
interface TPerson {
  id: string;
  name: string;
}

/** The option standing for "no filter" in a dropdown (filters keep '' for it). */
const ANY = 'any';

const VENDOR_OPTIONS: readonly TDropdownOption[] = [
  { id: ANY, name: 'All vendors' },
  ...VENDORS.map((vendor) => ({ id: vendor.key, name: vendor.label })),
];

function assigneeOptions(engineers: readonly TPerson[]): TDropdownOption[] {
  return [
    { id: ANY, name: 'Anyone' },
    { id: 'me', name: 'Assigned to me' },
    { id: 'none', name: 'Unassigned' },
    ...engineers.map((person) => ({ id: person.id, name: person.name, group: 'Engineers' })),
  ];
}

/** Two small fields side by side on a phone; fixed widths from the tablet up. */
const fieldWidth = (width: number) => ({ flex: { xs: '1 1 150px', sm: `0 0 ${width}px` } });

export interface TTicketFiltersBarProps {
  filters: TTicketListFilters;
  /** Engineers also filter by assignee and overdue tickets. */
  engineer: boolean;
  engineers: readonly TPerson[];
  /** Whether any filter is set: offers "Clear filters". */
  active: boolean;
  onChange: (patch: Partial<TTicketListFilters>, options?: TFilterChangeOptions) => void;
  onClear: () => void;
}

/**
 * The ticket list's filters: status chips, the source vendor, the device serial and a free-text
 * search (both sent once typing pauses), and for engineers the assignee and "Overdue only".
 */
export function TicketFiltersBar(props: TTicketFiltersBarProps) {
  const { filters, engineer, engineers, active, onChange, onClear } = props;
  // Typing replaces the history entry: back leaves the list rather than undoing letters.
  const commitText = useCallback(
    (text: string) => onChange({ text }, { replace: true }),
    [onChange],
  );
  const commitSn = useCallback((sn: string) => onChange({ sn }, { replace: true }), [onChange]);
  const [text, setText] = useDebouncedText(filters.text, commitText);
  const [sn, setSn] = useDebouncedText(filters.sn, commitSn);
  const people = useMemo(() => assigneeOptions(engineers), [engineers]);

  return (
    <Box role="search" aria-label="Ticket filters" sx={{ display: 'grid', gap: 1.5 }}>
      <StatusFilterChips value={filters.status} onChange={(status) => onChange({ status })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          size="small"
          label="Search"
          placeholder="Ticket, serial, model, contact…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            htmlInput: { type: 'search', maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 280px' } }}
        />
        <Dropdown
          label="Source vendor"
          size="small"
          options={VENDOR_OPTIONS}
          value={filters.vendor || ANY}
          onChange={(id) => onChange({ vendor: id === ANY || id === null ? '' : id })}
          sx={fieldWidth(200)}
        />
        <TextField
          size="small"
          label="Device serial"
          value={sn}
          onChange={(event) => setSn(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 32, spellCheck: false } }}
          sx={fieldWidth(180)}
        />
        {engineer && (
          <Dropdown
            label="Assignee"
            size="small"
            options={people}
            value={filters.assignee || ANY}
            onChange={(id) => onChange({ assignee: id === ANY || id === null ? '' : id })}
            sx={fieldWidth(200)}
          />
        )}
        {engineer && (
          <FormControlLabel
            label="Overdue only"
            control={
              <Switch
                checked={filters.overdue}
                onChange={(event) => onChange({ overdue: event.target.checked })}
              />
            }
            sx={{ mr: 0 }}
          />
        )}
        {active && (
          <Button onClick={onClear} startIcon={<FilterAltOffIcon />} sx={{ ml: { sm: 'auto' } }}>
            Clear filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
