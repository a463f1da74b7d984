import type { TInterfaceMapping, TMappingProblem, TMappingView } from '@fwmig/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Dropdown } from '../../../../ui/dropdown';
import {
  kindText,
  portLabel,
  portOptions,
  rowProblemText,
  shortList,
  suggestionText,
} from './mapping-model';

export interface TMappingTableProps {
  view: TMappingView;
  mapping: TInterfaceMapping;
  problems: readonly TMappingProblem[];
  readOnly: boolean;
  disabled: boolean;
  onPick: (hardware: string, port: string) => void;
}

const cell = { verticalAlign: 'top', px: { xs: 1, sm: 2 }, wordBreak: 'break-word' } as const;

/**
 * Source interfaces beside their target ports. Two columns, the source's details stacked in the
 * first, so the table stays readable on a phone (and in the half-width panel of a wide screen).
 */
export function MappingTable({
  view,
  mapping,
  problems,
  readOnly,
  disabled,
  onPick,
}: TMappingTableProps) {
  return (
    <Table size="small" aria-label="Source interfaces and their target ports">
      <TableHead>
        <TableRow>
          <TableCell sx={cell}>Source interface</TableCell>
          <TableCell sx={{ ...cell, width: '55%' }}>Target port</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.sourceInterfaces.map((source) => {
          const port = mapping[source.hardware];
          const problem = readOnly ? undefined : rowProblemText(source.hardware, problems, mapping);
          const known = view.targetPorts.find((p) => p.name === port);
          const suggestion = suggestionText(view, source.hardware, port);
          return (
            <TableRow key={source.hardware}>
              <TableCell sx={cell}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 700, color: problem ? 'error.main' : undefined }}
                >
                  {source.hardware}
                </Typography>
                <Typography variant="body2" title={source.names.join(', ')}>
                  {source.names.length > 0 ? shortList(source.names) : 'No name'}
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  title={source.addresses.join(', ')}
                >
                  {source.addresses.length > 0 ? shortList(source.addresses) : 'No address'} ·{' '}
                  {kindText(source)}
                </Typography>
              </TableCell>
              <TableCell sx={cell}>
                {readOnly ? (
                  <Typography variant="body2">
                    {port ? (known ? portLabel(known) : port) : 'No port'}
                  </Typography>
                ) : (
                  <Dropdown
                    label={`Port for ${source.hardware}`}
                    options={portOptions(view.targetPorts, mapping, source.hardware)}
                    value={port ?? null}
                    onChange={(id) => {
                      if (id) onPick(source.hardware, id);
                    }}
                    error={problem}
                    disabled={disabled}
                    size="small"
                    fullWidth
                  />
                )}
                {suggestion && (
                  <Typography variant="caption" component="p" color="text.secondary">
                    {suggestion}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
