import { originOf } from '../../model/origin.js';
import type { TSourceFile } from '../vendor-parser.js';
import type { CpContext } from './context.js';

/** Which legacy (R77 and older) database file this is, from its content. */
export function legacyKind(text: string): 'objects' | 'rulebases' | undefined {
  if (!text.trimStart().startsWith('(')) return undefined;
  const head = text.slice(0, 1 << 20);
  if (/:rule-base \(|:rule \(|:rule_adtr \(/.test(head)) return 'rulebases';
  if (/:netobj \(|:servobj \(|:netobj\s*\(/.test(head)) return 'objects';
  return undefined;
}

/**
 * The legacy `objects_5_0.C` / `rulebases_5_0.fws` pair is recognised but not converted yet:
 * the whole file is reported so the customer knows to send a Management API export instead.
 */
export function reportLegacy(
  ctx: CpContext,
  file: TSourceFile,
  kind: 'objects' | 'rulebases',
): void {
  const lines = file.text.split(/\r?\n/).length;
  const what =
    kind === 'objects' ? 'objects database (objects_5_0.C)' : 'rulebases file (rulebases_5_0.fws)';
  ctx.report(
    'unsupported',
    kind === 'objects' ? 'Addresses & Address Groups' : 'Policies',
    originOf(file.name, 1, lines),
    'CP_LEGACY_NOT_CONVERTED',
    `${file.name} is a legacy Check Point ${what}. Legacy files are not converted yet: export the policy with the R80+ Management API (show-access-rulebase, show-nat-rulebase with details-level full and use-object-dictionary) and convert those files.`,
  );
}
