import { isIp, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

/** `set dns host dnsN A`, `set domain D`, `set hostname H`. */
export function buildDns(ctx: ScreenOsContext, lines: TSosLine[]): void {
  const servers: string[] = [];
  let domain: string | undefined;
  const used: TSosLine[] = [];
  for (const line of lines) {
    const [, word, a, b] = line.tokens;
    if (word === 'hostname' && a) {
      ctx.model.hostname = a;
      ctx.report(
        'converted',
        'System',
        line,
        'SOS_HOSTNAME',
        'The hostname becomes the FortiOS hostname.',
      );
    } else if (word === 'domain' && a) {
      domain = a;
      used.push(line);
    } else if (word === 'dns' && a === 'host' && /^dns\d$/.test(b ?? '') && isIp(line.tokens[4])) {
      servers.push(line.tokens[4] ?? '');
      used.push(line);
    } else
      ctx.report(
        'ignored',
        'DNS',
        line,
        'SOS_DNS_OPTION',
        `DNS setting "${line.tokens.slice(1).join(' ')}" is not converted (DNS proxy and cache settings: FortiOS defaults apply).`,
      );
  }
  if (used.length === 0) return;
  ctx.model.dns = {
    origin: ctx.objectLines(used, 'DNS', 'dns', 'DNS settings'),
    servers,
    ...(domain ? { domain } : {}),
  };
}
