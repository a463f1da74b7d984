import { parsePrefix, type SrxContext } from './context.js';
import type { TStmt } from './statements.js';

/** `version`, `system host-name`, `system name-server` and `system domain-name`. */
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
  const servers = stmts.filter((s) => s.words[0] === 'system' && s.words[1] === 'name-server');
  const domain = stmts.filter((s) => s.words[0] === 'system' && s.words[1] === 'domain-name');
  const ips = [...new Set(servers.map((s) => s.words[2] ?? ''))].filter(
    (ip) => parsePrefix(ip) && !ip.includes(':'),
  );
  if (ips.length || domain.length) {
    ctx.model.dns = {
      origin: ctx.origin([...servers, ...domain], 2),
      servers: ips,
      ...(domain[0]?.words[2] ? { domain: domain[0].words[2] } : {}),
    };
    ctx.claim([...servers, ...domain], 'DNS', 'DNS');
    if (ips.length > 2)
      ctx.note(
        'dns',
        'dns',
        'partial',
        'JUNOS_DNS_SERVERS',
        'FortiOS takes two DNS servers: the others are not used.',
      );
  }
}
