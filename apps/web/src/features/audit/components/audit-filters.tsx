import { AUDIT_ACTIONS } from '@fwmig/contract';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Dropdown } from '../../../ui/dropdown';
import type { TDropdownOption } from '../../../ui/dropdown-options';
import { useDebouncedText } from '../../../lib/use-debounced-text';

/** The option standing for "every action". */
const ANY = 'any';

const ACTION_OPTIONS: readonly TDropdownOption[] = [
  { id: ANY, name: 'All actions' },
  ...Object.entries(AUDIT_ACTIONS).map(([id, name]) => ({ id, name })),
];

export interface TAuditFiltersProps {
  action: string;
  actor: string;
  onChange: (patch: { action?: string; actor?: string }) => void;
}

/** The audit log's filters: one action, and part of the actor (sent once typing pauses). */
export function AuditFilters({ action, actor, onChange }: TAuditFiltersProps) {
  const [text, setText] = useDebouncedText(actor, (value) => onChange({ actor: value.trim() }));
  return (
    <Box
      role="search"
      aria-label="Audit log filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Dropdown
        label="Action"
        size="small"
        options={ACTION_OPTIONS}
        value={action || ANY}
        onChange={(id) => onChange({ action: id === ANY || id === null ? '' : id })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 280px' } }}
      />
      <TextField
        size="small"
        label="Actor"
        placeholder="E-mail or part of it"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { type: 'search', maxLength: 254, spellCheck: false } }}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 280px' } }}
      />
      {(action || actor) && (
        <Button
          startIcon={<FilterAltOffIcon />}
          onClick={() => {
            setText('');
            onChange({ action: '', actor: '' });
          }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
