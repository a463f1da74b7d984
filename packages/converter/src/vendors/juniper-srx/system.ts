import type { SrxContext } from './context.js';
import type { TStmt } from './statements.js';

/** `version` and `system host-name` (DNS is read by dns.ts). */
export function readSystem(ctx: SrxContext, stmts: TStmt[]): void {
  const version = stmts.filter((s) => s.words[0] === 'version');
  if (version[0]?.words[1]) ctx.model.version = version[0].words[1];
  ctx.reportStmts(
    version,
    1,
    'ignored',
    'System',
    'JUNOS_VERSION',
    `Source software version ${version[0]?.words[1] ?? ''}.`,
  );
  const host = stmts.filter((s) => s.words[0] === 'system' && s.words[1] === 'host-name');
  if (host[0]?.words[2]) {
    ctx.model.hostname = host[0].words[2];
    ctx.reportStmts(
      host,
      2,
      'converted',
      'System',
      'JUNOS_HOSTNAME',
      'The host name becomes the FortiOS hostname.',
    );
  }
}
