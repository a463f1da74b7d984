import type { TRunDetail, TVerificationResult } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CounterexampleTable } from './counterexample-table';

const VERDICTS: Record<
  TVerificationResult['status'],
  { severity: 'success' | 'error' | 'warning'; title: string }
> = {
  equivalent: {
    severity: 'success',
    title: 'Proven equivalent: every packet gets the same decision on both firewalls.',
  },
  different: {
    severity: 'error',
    title: 'Not equivalent: at least one packet is treated differently.',
  },
  unknown: { severity: 'warning', title: 'Equivalence could not be proven for every rule.' },
};

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h4">
        {title} ({items.length})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
        {items.map((item, index) => (
          <Typography key={index} component="li" variant="body2">
            {item}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The verifier's verdict: the output re-read as FortiOS and its policy decisions compared with
 * the source's (first match). A difference comes with the packet that shows it.
 */
export function VerificationView({ run }: { run: TRunDetail }) {
  const result = run.verification;
  if (!result) {
    return (
      <Alert severity="info">
        This run was not verified (no policies to compare, or verification was off).
      </Alert>
    );
  }
  const verdict = VERDICTS[result.status];
  return (
    <Stack spacing={2.5}>
      <Alert severity={verdict.severity}>
        <AlertTitle>{verdict.title}</AlertTitle>
        Compared {result.policiesCompared.source.toLocaleString()} source rules with{' '}
        {result.policiesCompared.target.toLocaleString()} FortiOS policies.
        {result.reason ? ` ${result.reason}` : ''}
      </Alert>
      {result.counterexample && <CounterexampleTable counterexample={result.counterexample} />}
      <ListSection
        title="References that point at nothing"
        items={result.danglingReferences.map(
          (ref) =>
            `${ref.from.kind} ${ref.from.id}: ${ref.field} names “${ref.name}”, which is not defined`,
        )}
      />
      <ListSection
        title="Rules not verified"
        items={result.notVerified.map((item) => `${item.ruleId}: ${item.reason}`)}
      />
    </Stack>
  );
}
