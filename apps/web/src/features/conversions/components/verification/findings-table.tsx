import { packetText, type TRunDetail, type TVerificationFinding } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import { originText } from '../report/report-rows';
import { mono, SourceLines } from '../report/source-lines';

/** Findings shown at first; the rest wait for "Show all". */
const FIRST = 50;

type TDecision = TVerificationFinding['source'];

const ruleText = (ruleId: string, side: 'source' | 'FortiOS') =>
  ruleId === 'default'
    ? `the ${side} default action`
    : `${side === 'source' ? 'source rule' : 'FortiOS policy'} ${ruleId}`;

function decisionText(decision: TDecision, side: 'source' | 'FortiOS'): string {
  const verb = decision.action === 'accept' ? 'Allowed' : 'Denied';
  const uncertain = decision.uncertain ? ` (uncertain: ${decision.uncertain})` : '';
  return `${verb} by ${ruleText(decision.ruleId, side)}${uncertain}`;
}

const HEADERS = ['Source rule', 'FortiOS policy', 'Sample packet', 'On the source', 'On FortiOS'];
/** Desktop column widths, the same in every findings table so they line up. */
const WIDTHS = ['19%', '13%', '32%', '18%', '18%'];

const wide = '@media (min-width: 900px)';
const narrow = '@media (max-width: 899.95px)';

/**
 * Fixed columns on a desktop; below the medium breakpoint each finding stacks into label /
 * value lines, so five columns never squeeze into a phone's width.
 */
const responsive = {
  [wide]: { tableLayout: 'fixed' },
  '& td': { verticalAlign: 'top' },
  [narrow]: {
    // Blocks all the way down, so an open source line scrolls within the screen's width.
    display: 'block',
    '& tbody': { display: 'block' },
    '& thead, & colgroup': { display: 'none' },
    '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': {
      display: 'grid',
      gridTemplateColumns: '112px minmax(0, 1fr)',
      gap: 1,
      border: 0,
      py: 0.5,
    },
    '& td::before': { content: 'attr(data-label)', color: 'text.secondary', fontWeight: 400 },
    '& td.finding-lines': { display: 'block' },
    '& td.finding-lines::before': { content: 'none' },
  },
} as const;

const code = { ...mono, overflowWrap: 'anywhere' } as const;

/**
 * The rules the verifier found deciding traffic otherwise than their source: the source rule
 * (its lines open in place, as in the report), the output policy, a packet that shows it and
 * what each firewall does with that packet.
 */
export function FindingsTable({
  run,
  findings,
  label,
}: {
  run: TRunDetail;
  findings: readonly TVerificationFinding[];
  label: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [all, setAll] = useState(false);
  const shown = all ? findings : findings.slice(0, FIRST);
  // One file: its line number is enough, as in the report.
  const severalFiles = run.inputs.files.length > 1;
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={label} sx={responsive}>
        <colgroup>
          {WIDTHS.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((finding, index) => {
            const { origin } = finding;
            const expanded = open === index;
            return (
              <Fragment key={index}>
                <TableRow>
                  <TableCell data-label={HEADERS[0]}>
                    <Stack sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                      <Box component="span" sx={code}>
                        {finding.sourceRuleId === 'default'
                          ? 'Default action'
                          : finding.sourceRuleId}
                      </Box>
                      {origin && (
                        <Link
                          component="button"
                          variant="body2"
                          aria-expanded={expanded}
                          aria-label={`${expanded ? 'Hide' : 'Show'} ${originText(origin)}`}
                          onClick={() => setOpen(expanded ? null : index)}
                          sx={{ textAlign: 'left' }}
                        >
                          {expanded ? 'Hide' : 'Show'}{' '}
                          {severalFiles ? originText(origin) : `line ${origin.line}`}
                        </Link>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell data-label={HEADERS[1]}>
                    <Box component="span" sx={code}>
                      {finding.targetRuleId === 'default' ? 'Default action' : finding.targetRuleId}
                    </Box>
                  </TableCell>
                  <TableCell data-label={HEADERS[2]}>
                    <Box component="span" sx={code}>
                      {packetText(finding.packet)}
                    </Box>
                    {finding.nat && (
                      // An output VIP no source rule has: where it sends the packet, in words.
                      <Box
                        component="span"
                        sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                      >
                        {finding.nat}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell data-label={HEADERS[3]}>
                    {decisionText(finding.source, 'source')}
                  </TableCell>
                  <TableCell data-label={HEADERS[4]}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {decisionText(finding.target, 'FortiOS')}
                    </Box>
                  </TableCell>
                </TableRow>
                {expanded && origin && (
                  <TableRow>
                    <TableCell colSpan={HEADERS.length} className="finding-lines">
                      <SourceLines ticketId={run.ticketId} run={run} origin={origin} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {findings.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ alignSelf: 'flex-start' }}>
          Show all {findings.length.toLocaleString()}
        </Button>
      )}
    </Stack>
  );
}
