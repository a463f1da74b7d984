import type { TVerificationResult } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type TCounterexample = NonNullable<TVerificationResult['counterexample']>;

function packetFacts(packet: TCounterexample['packet']): [string, string][] {
  const facts: [string, string][] = [
    ['From interface', packet.srcIntf],
    ['To interface', packet.dstIntf],
    ['Source address', packet.src],
    ['Destination address', packet.dst],
    ['Protocol', `${packet.protocol} (${packet.protocolNumber})`],
  ];
  if (packet.srcPort !== undefined) facts.push(['Source port', String(packet.srcPort)]);
  if (packet.dstPort !== undefined) facts.push(['Destination port', String(packet.dstPort)]);
  if (packet.icmpType !== undefined) {
    facts.push(['ICMP type / code', `${packet.icmpType} / ${packet.icmpCode ?? 'any'}`]);
  }
  if (packet.conditions?.length) facts.push(['Conditions', packet.conditions.join(', ')]);
  return facts;
}

/** The packet the two firewalls disagree on, and what each one does with it. */
export function CounterexampleTable({ counterexample }: { counterexample: TCounterexample }) {
  const { packet, source, target } = counterexample;
  const decisions: [string, TCounterexample['source']][] = [
    ['Source configuration', source],
    ['FortiOS output', target],
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        Counterexample
      </Typography>
      <Table size="small" aria-label="Packet treated differently" sx={{ maxWidth: 720 }}>
        <TableBody>
          {packetFacts(packet).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: 200, color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label="Decisions" sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Firewall</TableCell>
            <TableCell>Rule that matches</TableCell>
            <TableCell>Decision</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {decisions.map(([label, decision]) => (
            <TableRow key={label}>
              <TableCell>{label}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{decision.ruleId}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>
                {decision.action === 'accept' ? 'Allowed' : 'Denied'}
                {decision.uncertain ? ` (uncertain: ${decision.uncertain})` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
