import type { TConversionReport } from './build-report.js';
import { effectRank } from './effects.js';
import {
  PARTIAL_EFFECTS,
  REPORT_STATUSES,
  type TPartialEffect,
  type TReportEntry,
} from './report-types.js';

/** How the text names each effect of a partial entry. */
const EFFECT_WORDS: Record<TPartialEffect, string> = {
  widens: 'widens',
  narrows: 'narrows',
  unknown: 'unknown effect',
  cosmetic: 'cosmetic',
};

const pad = (text: string | number, width: number) => String(text).padEnd(width);

/** A plain-text rendering of the report: totals, then what needs attention, then the rest. */
export function renderReportText(report: TConversionReport): string {
  const lines: string[] = [];
  const files = report.source.files.map((f) => `${f.name} (${f.lines} lines)`).join(', ');
  lines.push(
    `Conversion report: ${report.source.vendor} -> ${report.target.os}${report.target.model ? ` (${report.target.model})` : ''}`,
  );
  lines.push(
    `Source: ${files}${report.source.version ? `, version ${report.source.version}` : ''}`,
  );
  lines.push('');
  lines.push(`${pad('Object type', 30)}${REPORT_STATUSES.map((s) => pad(s, 13)).join('')}`);
  for (const [type, row] of Object.entries(report.totals)) {
    lines.push(`${pad(type, 30)}${REPORT_STATUSES.map((s) => pad(row[s], 13)).join('')}`);
  }
  const partial = report.entries
    .filter((e) => e.status === 'partial')
    // Stable: within one effect, the source order stays.
    .sort((a, b) => effectRank(a.effect) - effectRank(b.effect));
  if (partial.length > 0) {
    const counted = PARTIAL_EFFECTS.map(
      (effect) =>
        `${partial.filter((e) => (e.effect ?? 'unknown') === effect).length} ${EFFECT_WORDS[effect]}`,
    );
    lines.push('', `Partially converted by effect: ${counted.join(', ')}`);
  }
  const section = (title: string, entries: TReportEntry[]) => {
    if (entries.length === 0) return;
    lines.push('', `${title} (${entries.length})`);
    for (const e of entries) {
      const where =
        e.origin.line === e.origin.endLine
          ? `${e.origin.line}`
          : `${e.origin.line}-${e.origin.endLine}`;
      const target = e.targets.length ? ` -> ${e.targets.join(', ')}` : '';
      lines.push(
        `  ${e.origin.file}:${where} [${e.status}${e.status === 'partial' ? `: ${EFFECT_WORDS[e.effect ?? 'unknown']}` : ''}] ${e.objectType}${e.name ? ` "${e.name}"` : ''}: ${e.code}: ${e.message}${target}`,
      );
    }
  };
  section(
    'Unrecognised',
    report.entries.filter((e) => e.status === 'unrecognised'),
  );
  section(
    'Unsupported',
    report.entries.filter((e) => e.status === 'unsupported'),
  );
  section('Partially converted, widening first', partial);
  section(
    'Converted',
    report.entries.filter((e) => e.status === 'converted'),
  );
  section(
    'Ignored',
    report.entries.filter((e) => e.status === 'ignored'),
  );
  return `${lines.join('\n')}\n`;
}
