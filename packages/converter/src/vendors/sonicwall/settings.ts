import { isIpv4 } from '../../net/ipv4.js';
import type { SonicWallContext } from './context.js';
import type { TExpItem } from './decode.js';
import { LEFTOVERS, leftoverPath } from './leftovers.js';

const DNS_KEYS = ['dns_server_one', 'dns_server_two', 'dns_server_three'];

/** Device globals: model, firmware, name and DNS servers. */
export function readSettings(ctx: SonicWallContext): void {
  const { globals } = ctx.tables;
  const take = (key: string, what: string): string | undefined => {
    const item = globals.get(key);
    if (!item) return undefined;
    ctx.report('converted', 'System', item, 'SW_DEVICE', `${what}: ${item.value}.`);
    return item.value;
  };
  take('shortProdName', 'Device model');
  const version = take('buildNum', 'SonicOS firmware');
  if (version) ctx.model.version = version;
  const hostname = take('firewallName', 'Firewall name');
  if (hostname) ctx.model.hostname = hostname;
  const dns = DNS_KEYS.map((key) => globals.get(key)).filter((i): i is TExpItem => !!i);
  const servers = dns.map((i) => i.value).filter((v) => isIpv4(v) && v !== '0.0.0.0');
  for (const item of dns)
    if (servers.includes(item.value))
      ctx.report('converted', 'DNS', item, 'SW_DNS', `DNS server ${item.value}.`);
    else ctx.report('ignored', 'DNS', item, 'SW_DNS', `No DNS server (${item.value || 'empty'}).`);
  const first = dns[0];
  if (first && servers.length)
    ctx.model.dns = { origin: { file: ctx.file, line: first.n, endLine: first.n }, servers };
}

/**
 * Reports every item no reader claimed, runs of neighbours with the same reason as one entry:
 * a leftovers row, or "not read" (the export holds thousands of device settings).
 */
export function sweep(ctx: SonicWallContext): void {
  let run: TExpItem[] = [];
  let reason: string | undefined;
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) return;
    const row = reason ? LEFTOVERS.find([reason]) : undefined;
    const keys =
      run.length > 1 ? `${first.key} ... ${last.key}, ${run.length} settings` : first.key;
    if (row)
      ctx.reportRun(row.status, row.objectType, run, LEFTOVERS.codeOf(row), `${row.why} (${keys})`);
    else
      ctx.reportRun(
        'unsupported',
        'Other',
        run,
        'SW_SETTING_NOT_READ',
        `SonicOS settings the converter does not read (${keys}): review them on the SonicWall and set what applies on the FortiGate.`,
      );
    run = [];
  };
  for (const item of ctx.items) {
    if (ctx.isClaimed(item)) {
      flush();
      continue;
    }
    const path = leftoverPath(item.key);
    if (run.length && path !== reason) flush();
    reason = path;
    run.push(item);
  }
  flush();
}
