import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, under, type TStmt } from './statements.js';

/** What the DNS proxy (`system services dns`) does, and where it goes on FortiOS. */
const PROXY_PARTS: Readonly<Record<string, string>> = {
  interface:
    'The DNS proxy answers clients on this interface: not converted. On FortiOS add its port under config system dns-server (mode forward-only forwards to the system dns servers).',
  'default-domain':
    'Forwarders of the DNS proxy for a domain: not converted. FortiOS forwards to its system dns servers; per-domain forwarding is set in config system dns-database.',
  cache:
    'Static host entries of the DNS proxy: not converted. Make them as a zone in config system dns-database.',
  view: 'A DNS proxy view (answers per client network): not converted; FortiOS has no per-client views.',
};

/**
 * `system name-server` (IPv4, up to the FortiOS two; the emitter reports the rest) and
 * `system domain-name` become the model's DNS; options of a server, IPv6 servers and the DNS
 * proxy (`system services dns`) are reported one by one.
 */
export function readDns(ctx: SrxContext, stmts: TStmt[]): void {
  const sys = (key: string) => stmts.filter((s) => s.words[0] === 'system' && s.words[1] === key);
  const servers = sys('name-server');
  const domain = sys('domain-name');
  const ips = [...new Set(servers.map((s) => s.words[2] ?? ''))].filter(
    (ip) => parsePrefix(ip) && !ip.includes(':'),
  );
  const v6 = servers.filter((s) => s.words[2]?.includes(':'));
  const withOptions = servers.filter((s) => s.words.length > 3 && !v6.includes(s));
  if (ips.length || domain[0]?.words[2]) {
    ctx.model.dns = {
      origin: ctx.rangeOf([...servers, ...domain], 2),
      servers: ips,
      ...(domain[0]?.words[2] ? { domain: domain[0].words[2] } : {}),
    };
    ctx.claim([...servers, ...domain], 'DNS', 'DNS');
    if (v6.length)
      ctx.note(
        'dns',
        'dns',
        'partial',
        'JUNOS_DNS_IPV6',
        `IPv6 name servers are not carried: ${v6.map((s) => s.words[2]).join(', ')}.`,
      );
    if (withOptions.length)
      ctx.note(
        'dns',
        'dns',
        'partial',
        'JUNOS_DNS_SERVER_OPTIONS',
        `Not carried: ${withOptions.map((s) => s.words.slice(2).join(' ')).join('; ')} (FortiOS queries from its own routing and source address).`,
      );
  } else
    ctx.reportStmts(
      servers,
      2,
      'unsupported',
      'DNS',
      'JUNOS_DNS_UNREADABLE',
      'No IPv4 name server to carry (IPv6 ones are not in the model): set them in FortiOS system dns.',
      'name-server',
    );
  ctx.reportStmts(
    sys('domain-search'),
    2,
    'unsupported',
    'DNS',
    'JUNOS_DNS_SEARCH',
    'The domain search list is not carried: set it in FortiOS system dns (domain).',
    'domain-search',
  );
  readDnsProxy(ctx, stmts);
}

/** `system services dns`: each part of the DNS proxy, reported with its FortiOS counterpart. */
function readDnsProxy(ctx: SrxContext, stmts: TStmt[]): void {
  const all = under(stmts, ['system', 'services', 'dns']);
  const proxy = all.filter((s) => s.words[3] === 'dns-proxy');
  for (const [part, list] of groupByWord(proxy, 4)) {
    const why = PROXY_PARTS[part];
    for (const [name, entry] of groupByWord(list, 5))
      ctx.reportStmts(
        entry,
        why ? 6 : 5,
        'unsupported',
        'DNS',
        'JUNOS_DNS_PROXY',
        why ?? `DNS proxy setting ${part} is not converted (FortiOS: config system dns-server).`,
        `dns-proxy ${part} ${name}`,
      );
  }
  ctx.reportStmts(
    all.filter((s) => s.words[3] !== 'dns-proxy'),
    4,
    'unsupported',
    'DNS',
    'JUNOS_DNS_SERVICE',
    'A DNS service setting (forwarders, DNSSEC, cache limits) is not converted: FortiOS resolves through system dns and serves clients with system dns-server.',
    'services dns',
  );
}
