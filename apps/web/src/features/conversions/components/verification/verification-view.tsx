import type { TRunDetail, TVerificationResult } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { originText } from '../report/report-rows';
import { CounterexampleTable } from './counterexample-table';
import { FindingsTable } from './findings-table';
import { VERDICT_LOOKS } from './verdict-looks';

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title} ({items.length.toLocaleString()})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
        {items.map((item, index) => (
          <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

function comparedText(result: TVerificationResult): string {
  const { source, target } = result.policiesCompared;
  const nat = result.natCompared
    ? `, and ${result.natCompared.source.toLocaleString()} source address translations with ${result.natCompared.target.toLocaleString()} in the output`
    : '';
  // Flat rules: enabled policies, one each or more (a security profile adds a rule).
  return `Compared ${source.toLocaleString()} source rules with ${target.toLocaleString()} FortiOS rules${nat}.`;
}

function Findings({
  run,
  title,
  findings,
}: {
  run: TRunDetail;
  title: string;
  findings: TVerificationResult['widened'];
}) {
  if (findings.length === 0) return null;
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title} ({findings.length.toLocaleString()})
      </Typography>
      <FindingsTable run={run} findings={findings} label={title} />
    </Stack>
  );
}

/**
 * The verifier's verdict in plain words and its own colour (green only when proven
 * equivalent), the rules that widen or narrow with a packet each, and everything the comparison
 * left out or could not settle.
 */
export function VerificationView({ run }: { run: TRunDetail }) {
  const result = run.verification;
  if (!result) {
    return (
      <Alert severity="info" data-verdict="not_run">
        <AlertTitle>{VERDICT_LOOKS.not_run.title}</AlertTitle>
        This run was not verified (no policies to compare, or verification was off). It proves
        nothing about the output.
      </Alert>
    );
  }
  const look = VERDICT_LOOKS[result.status];
  const findings = result.widened.length + result.narrowed.length;
  return (
    <Stack spacing={2.5}>
      <Alert
        severity={look.role}
        icon={look.icon}
        data-verdict={result.status}
        sx={{ bgcolor: look.bg, color: look.fg, '& .MuiAlert-icon': { color: look.fg } }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{look.title}</AlertTitle>
        <Typography variant="body2">{look.explanation}</Typography>
        {result.status !== 'nothing_compared' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {comparedText(result)}
          </Typography>
        )}
        {result.reason && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Why: {result.reason}
          </Typography>
        )}
      </Alert>
      <Findings
        run={run}
        title="Rules that let more through than their source"
        findings={result.widened}
      />
      <Findings
        run={run}
        title="Rules that let less through than their source"
        findings={result.narrowed}
      />
      {result.findingsCapped && (
        <Alert severity="warning">
          More rules widen or narrow than are listed here: the verifier stops listing after its
          limit. Fix these and run the conversion again to see the rest.
        </Alert>
      )}
      {findings === 0 && result.counterexample && (
        <CounterexampleTable counterexample={result.counterexample} />
      )}
      <ListSection
        title="Address translations that differ"
        items={result.natDifferences.map(
          (item) =>
            `${item.item}${item.origin ? ` (${originText(item.origin)})` : ''}: ${item.message}`,
        )}
      />
      <ListSection
        title="Not compared"
        items={result.uncompared.map(
          (item) =>
            `${item.item}${item.origin ? ` (${originText(item.origin)})` : ''}: ${item.reason}`,
        )}
      />
      <ListSection
        title="Rules not fully verified"
        items={result.notVerified.map((item) => `${item.ruleId}: ${item.reason}`)}
      />
      <ListSection
        title="References that point at nothing"
        items={result.danglingReferences.map(
          (ref) =>
            `${ref.from.kind} ${ref.from.id}: ${ref.field} names “${ref.name}”, which is not defined`,
        )}
      />
    </Stack>
  );
}
