import type { TPortalMenuEntry } from '@fwmig/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** The editable entries of one menu, in the order the menu shows them. */
export function MenuEntriesEditor({
  id,
  title,
  entries,
  onChange,
}: {
  id: string;
  title: string;
  entries: readonly TPortalMenuEntry[];
  onChange: (entries: TPortalMenuEntry[]) => void;
}) {
  const update = (index: number, patch: Partial<TPortalMenuEntry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const last = entries.at(-1);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {entries.length === 0 && <Typography color="text.secondary">No entries.</Typography>}
        {entries.map((entry, index) => (
          <Paper
            key={index}
            variant="outlined"
            role="group"
            aria-label={`${title} entry ${index + 1}`}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              gridTemplateColumns: {
                xs: '1fr',
                md: 'minmax(0,2fr) minmax(0,2fr) minmax(0,4fr) auto',
              },
            }}
          >
            <TextField
              label="Section"
              size="small"
              value={entry.section}
              onChange={(event) => update(index, { section: event.target.value })}
            />
            <TextField
              label="Name"
              size="small"
              value={entry.name}
              onChange={(event) => update(index, { name: event.target.value })}
            />
            <TextField
              label="URL"
              size="small"
              value={entry.url}
              placeholder="https://…"
              helperText={entry.url.trim() === '' ? 'Hidden until it has a URL' : undefined}
              onChange={(event) => update(index, { url: event.target.value })}
            />
            <Stack direction="row" sx={{ justifyContent: { xs: 'flex-end', md: 'flex-start' } }}>
              <IconButton
                aria-label={`Move ${entry.name || 'entry'} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${entry.name || 'entry'} down`}
                disabled={index === entries.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove ${entry.name || 'entry'}`}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
        ))}
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            onChange([...entries, { section: last?.section ?? '', name: '', url: '' }])
          }
        >
          Add entry
        </Button>
      </Stack>
    </Box>
  );
}
