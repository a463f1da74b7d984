// `npm audit` at level high, for CI. The registry these machines reach may not offer the
// advisory service; then this says so plainly instead of failing on something nobody can fix.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stderr}`);
  process.exit(1);
}
if (report.error || report.statusCode >= 400) {
  const why = report.message || report.error?.summary || `status ${report.statusCode}`;
  console.warn(`npm audit could not use the advisory service (${why}); skipped.`);
  process.exit(0);
}
const { high = 0, critical = 0 } = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit: ${critical} critical, ${high} high`);
process.exit(high + critical > 0 ? 1 : 0);
