import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';

/** `sysname NAME`: the hostname. */
export function readSysname(ctx: HuaweiContext, line: TVrpLine): void {
  const name = line.words[1];
  if (name) ctx.model.hostname = name;
  ctx.report(
    'converted',
    'System',
    line,
    'HW_SYSNAME',
    'The device name becomes the FortiOS hostname.',
  );
}

/** `dns server IP` (repeated) and `dns domain D`; `dns resolve` turns the resolver on. */
export function readDns(ctx: HuaweiContext, line: TVrpLine): void {
  const [, w1, w2] = line.words;
  const dns = (ctx.model.dns ??= { origin: ctx.origin(line), servers: [] });
  if (w1 === 'server' && w2 && /^\d+\.\d+\.\d+\.\d+$/.test(w2)) dns.servers.push(w2);
  else if (w1 === 'domain' && w2) dns.domain = w2;
  else if (w1 === 'resolve') {
    ctx.report(
      'converted',
      'DNS',
      line,
      'HW_DNS_RESOLVE',
      'Turns the DNS resolver on: FortiOS uses its DNS servers always.',
    );
    return;
  } else {
    ctx.report('unsupported', 'DNS', line, 'HW_DNS_LINE', `Not converted: "${line.text}".`);
    return;
  }
  ctx.report('converted', 'DNS', line, 'HW_DNS', 'Part of the FortiOS system dns settings.');
}
