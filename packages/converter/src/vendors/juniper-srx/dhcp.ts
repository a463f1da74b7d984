import type { TDhcpReservation, TDhcpServer, TInterface } from '../../model/ir.js';
import { readHost, staticBindings, type THost, type TBinding } from './dhcp-reservations.js';
import { formatIpv4, parseIpv4, prefixRange, prefixToMask } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, startsWith, type TStmt } from './statements.js';

const DHCP = 'DHCP Servers';

/** What a pool hands out, from either DHCP server of Junos. */
interface TPool {
  name: string;
  network: { ip: string; prefix: number };
  ranges: [string, string][];
  routers: string[];
  dns: string[];
  domain?: string;
  lease?: number;
  reservations: TDhcpReservation[];
  /** Statements read into the server. */
  used: TStmt[];
  /** Statements not carried: reported once the pool serves an interface. */
  unread: { stmt: TStmt; status: 'partial' | 'unsupported'; why: string }[];
  origin: TStmt[];
  depth: number;
}

const isIpv4 = (text: string | undefined): text is string =>
  text !== undefined && parseIpv4(text) !== undefined;

/** A DHCP attribute common to both servers, read into the pool; false when not one. */
function readAttribute(pool: TPool, leaf: string[]): boolean {
  const [key, value] = leaf;
  if (leaf.length !== 2 || value === undefined) return false;
  if (key === 'router' && isIpv4(value)) pool.routers.push(value);
  else if (key === 'name-server' && isIpv4(value)) pool.dns.push(value);
  else if (key === 'domain-name') pool.domain = value;
  else if ((key === 'maximum-lease-time' || key === 'default-lease-time') && /^\d+$/.test(value))
    pool.lease =
      key === 'default-lease-time' || pool.lease === undefined ? Number(value) : pool.lease;
  else return false;
  return true;
}

/** `low A high B` pairs, collected over the statements of one range. */
function readRange(bounds: { low?: string; high?: string }, words: string[]): boolean {
  if (words.length === 0 || words.length % 2 !== 0) return false;
  for (let i = 0; i < words.length; i += 2) {
    const value = words[i + 1];
    if (!isIpv4(value)) return false;
    if (words[i] === 'low') bounds.low = value;
    else if (words[i] === 'high') bounds.high = value;
    else return false;
  }
  return true;
}

function newPool(name: string, network: { ip: string; prefix: number }, depth: number): TPool {
  return {
    name,
    network,
    ranges: [],
    reservations: [],
    routers: [],
    dns: [],
    used: [],
    unread: [],
    origin: [],
    depth,
  };
}

const unit = (name: string) => (name.includes('.') ? name : `${name}.0`);

const holds = (network: { ip: string; prefix: number }, ip: string): boolean => {
  const [first, last] = prefixRange(network.ip, network.prefix);
  const value = parseIpv4(ip);
  return value !== undefined && value >= first && value <= last;
};

/** The interface's own addresses inside the pool's network. */
function addressIn(iface: TInterface, pool: TPool): string | undefined {
  if (iface.addressing.mode !== 'static') return undefined;
  return iface.addressing.addresses.find((a) => holds(pool.network, a.ip))?.ip;
}

/** The whole network but the interface's own address, when the pool names no range. */
function wholeNetwork(pool: TPool, own: string): [string, string][] {
  const [first, last] = prefixRange(pool.network.ip, pool.network.prefix);
  const me = parseIpv4(own) ?? first;
  const pieces: [number, number][] = [
    [first + 1, me - 1],
    [me + 1, last - 1],
  ];
  return pieces
    .filter(([a, b]) => a <= b)
    .map(([a, b]) => [formatIpv4(a), formatIpv4(b)] as [string, string]);
}

function serve(ctx: SrxContext, pool: TPool, iface: TInterface, own: string, id: string): void {
  const server: TDhcpServer = {
    id,
    origin: ctx.rangeOf(pool.origin, pool.depth),
    interface: iface.name,
    ranges: pool.ranges.length ? pool.ranges : wholeNetwork(pool, own),
    netmask: prefixToMask(pool.network.prefix),
    dnsServers: pool.dns,
    enabled: true,
    ...(pool.reservations.length ? { reservations: pool.reservations } : {}),
  };
  if (pool.routers[0]) server.gateway = pool.routers[0];
  if (pool.domain) server.domain = pool.domain;
  if (pool.lease) server.leaseSeconds = pool.lease;
  ctx.model.dhcpServers.push(server);
  ctx.claim(pool.used, DHCP, `DHCP server ${id}`);
  const note = (status: 'partial' | 'converted', code: string, message: string) =>
    ctx.note('dhcpServers', id, status, code, message);
  if (pool.ranges.length === 0)
    note(
      'converted',
      'JUNOS_DHCP_WHOLE_NETWORK',
      `The pool names no range: it hands out all of ${pool.network.ip}/${pool.network.prefix} but the interface address.`,
    );
  if (pool.routers.length > 1)
    note(
      'partial',
      'JUNOS_DHCP_ROUTERS',
      `FortiOS gives one default gateway: ${pool.routers.slice(1).join(', ')} is not handed out.`,
    );
  if (pool.dns.length > 4)
    note('partial', 'JUNOS_DHCP_DNS', 'FortiOS hands out four DNS servers: the others are not.');
}

function reportUnread(ctx: SrxContext, pool: TPool, label: string): void {
  const hosts = pool.unread.filter((u) => u.stmt.words[6] === 'host');
  for (const [host, list] of groupByWord(
    hosts.map((u) => u.stmt),
    7,
  ))
    ctx.reportStmts(
      list,
      8,
      'partial',
      DHCP,
      'JUNOS_DHCP_RESERVATION',
      `Reserved address (host ${host}): add it under config reserved-address on FortiOS (not carried).`,
      label,
    );
  for (const { stmt, status, why } of pool.unread.filter((u) => !hosts.includes(u))) {
    const code = 'JUNOS_DHCP_OPTION';
    ctx.reportStmts([stmt], stmt.words.length, status, DHCP, code, why, label);
  }
}

/**
 * DHCP servers: JDHCP (`system services dhcp-local-server group G interface I` serving from the
 * `access address-assignment` pool whose network holds the interface's address) and the legacy
 * `system services dhcp pool N` (serving the interfaces whose address is in N). What they do
 * not carry (reservations, options) is reported; unmatched pools are left to the leftovers.
 */
export function readDhcp(ctx: SrxContext, stmts: TStmt[]): void {
  readLocalServer(ctx, stmts);
  readLegacy(ctx, stmts);
}

function readLocalServer(ctx: SrxContext, stmts: TStmt[]): void {
  const bindings = stmts.filter(
    (s) =>
      startsWith(s.words, ['system', 'services', 'dhcp-local-server', 'group', '*', 'interface']) &&
      s.words.length === 7,
  );
  if (bindings.length === 0) return;
  const pools: TPool[] = [];
  const poolStmts = stmts.filter((s) =>
    startsWith(s.words, ['access', 'address-assignment', 'pool', '*', 'family', 'inet']),
  );
  for (const [name, list] of groupByWord(poolStmts, 3)) {
    const network = list
      .map((s) => (s.words[6] === 'network' && s.words.length === 8 ? s.words[7] : undefined))
      .map((n) => (n ? parsePrefix(n) : undefined))
      .find((n) => n && !n.ip.includes(':'));
    if (!network) continue;
    const pool = newPool(name, network, 4);
    pool.origin = list;
    const ranges = new Map<string, { low?: string; high?: string; stmts: TStmt[] }>();
    const hosts = new Map<string, THost>();
    for (const stmt of list) {
      const leaf = stmt.words.slice(6);
      const [key, sub] = leaf;
      let ok = false;
      if (key === 'network') ok = leaf.length === 2;
      else if (key === 'host' && sub !== undefined && readHost(hosts, sub, leaf.slice(2), stmt))
        continue;
      else if (key === 'range' && sub !== undefined) {
        const range = ranges.get(sub) ?? { stmts: [] };
        ranges.set(sub, range);
        ok = readRange(range, leaf.slice(2));
        if (ok) range.stmts.push(stmt);
      } else if (key === 'dhcp-attributes') ok = readAttribute(pool, leaf.slice(1));
      if (ok) pool.used.push(stmt);
      else
        pool.unread.push({
          stmt,
          status: key === 'host' ? 'partial' : 'unsupported',
          why:
            key === 'host'
              ? 'A reserved address: add it under config reserved-address on FortiOS (not carried).'
              : `Pool setting "${leaf.join(' ')}" is not converted.`,
        });
    }
    for (const [host, { mac, ip, stmts: hostStmts }] of hosts) {
      if (mac && ip) {
        pool.reservations.push({ mac, ip, description: host });
        pool.used.push(...hostStmts);
      } else
        for (const stmt of hostStmts)
          pool.unread.push({
            stmt,
            status: 'partial',
            why: 'A reserved address without both its MAC and IPv4 address: add it under config reserved-address on FortiOS.',
          });
    }
    for (const [rangeName, range] of ranges) {
      if (range.low && range.high) pool.ranges.push([range.low, range.high]);
      else {
        pool.used = pool.used.filter((s) => !range.stmts.includes(s));
        for (const stmt of range.stmts)
          pool.unread.push({
            stmt,
            status: 'unsupported',
            why: `Range ${rangeName} lacks its low or high address: not converted.`,
          });
      }
    }
    pools.push(pool);
  }
  const served = new Set<TPool>();
  for (const binding of bindings) {
    const [, , , , group = '', , name = ''] = binding.words;
    const iface = ctx.model.interfaces.find((i) => i.name === unit(name));
    const pool = iface && pools.find((p) => addressIn(iface, p));
    const own = iface && pool ? addressIn(iface, pool) : undefined;
    if (!iface || !pool || !own) {
      ctx.reportStmts(
        [binding],
        7,
        'unsupported',
        DHCP,
        'JUNOS_DHCP_NO_POOL',
        iface
          ? `No address-assignment pool (family inet) has a network holding the address of ${name}: the DHCP server is not converted.`
          : `Interface ${name} is not converted: neither is its DHCP server.`,
        `dhcp-local-server group ${group}`,
      );
      continue;
    }
    const id = `${group}:${iface.name}`;
    serve(ctx, pool, iface, own, id);
    ctx.claim([binding], DHCP, `DHCP server ${id}`);
    served.add(pool);
  }
  for (const pool of served) reportUnread(ctx, pool, `pool ${pool.name}`);
}

function readLegacy(ctx: SrxContext, stmts: TStmt[]): void {
  const all = stmts.filter((s) => startsWith(s.words, ['system', 'services', 'dhcp']));
  if (all.length === 0) return;
  const global = newPool('', { ip: '0.0.0.0', prefix: 0 }, 3);
  const globalStmts: TStmt[] = [];
  for (const stmt of all) {
    if (stmt.words[3] === 'pool') continue;
    if (readAttribute(global, stmt.words.slice(3))) globalStmts.push(stmt);
  }
  const bindings = staticBindings(all);
  const placed = new Set<TBinding>();
  for (const [name, list] of groupByWord(
    all.filter((s) => s.words[3] === 'pool'),
    4,
  )) {
    const network = parsePrefix(name);
    if (!network || network.ip.includes(':')) continue;
    const pool = newPool(name, network, 5);
    pool.origin = list;
    const bounds: { low?: string; high?: string } = {};
    const rangeStmts: TStmt[] = [];
    for (const stmt of list) {
      const leaf = stmt.words.slice(5);
      if (leaf[0] === 'address-range' && readRange(bounds, leaf.slice(1))) rangeStmts.push(stmt);
      else if (readAttribute(pool, leaf)) pool.used.push(stmt);
      else
        pool.unread.push({
          stmt,
          status: 'unsupported',
          why: `Pool setting "${leaf.join(' ')}" is not converted.`,
        });
    }
    if (bounds.low && bounds.high) {
      pool.ranges.push([bounds.low, bounds.high]);
      pool.used.push(...rangeStmts);
    } else
      for (const stmt of rangeStmts)
        pool.unread.push({
          stmt,
          status: 'unsupported',
          why: 'The address range lacks its low or high address: not converted.',
        });
    if (pool.routers.length === 0) pool.routers.push(...global.routers);
    if (pool.dns.length === 0) pool.dns.push(...global.dns);
    if (pool.domain === undefined && global.domain !== undefined) pool.domain = global.domain;
    if (pool.lease === undefined && global.lease !== undefined) pool.lease = global.lease;
    for (const binding of bindings)
      if (!placed.has(binding) && holds(network, binding.reservation.ip)) {
        placed.add(binding);
        pool.reservations.push(binding.reservation);
        pool.used.push(...binding.stmts);
      }
    const served = ctx.model.interfaces
      .map((iface) => ({ iface, own: addressIn(iface, pool) }))
      .filter((x): x is { iface: TInterface; own: string } => x.own !== undefined);
    if (served.length === 0) {
      ctx.reportStmts(
        list,
        5,
        'unsupported',
        DHCP,
        'JUNOS_DHCP_NO_INTERFACE',
        `No converted interface has an address in ${name}: the DHCP pool is not converted.`,
        `dhcp pool ${name}`,
      );
      continue;
    }
    for (const { iface, own } of served) {
      const id = served.length === 1 ? `pool ${name}` : `pool ${name} ${iface.name}`;
      serve(ctx, pool, iface, own, id);
      ctx.claim(globalStmts, DHCP, `DHCP server ${id}`);
    }
    reportUnread(ctx, pool, `dhcp pool ${name}`);
  }
  for (const [mac, list] of groupByWord(
    all.filter((s) => s.words[3] === 'static-binding'),
    4,
  )) {
    if ([...placed].some((b) => b.stmts === list || b.stmts.includes(list[0] as TStmt))) continue;
    ctx.reportStmts(
      list,
      5,
      'partial',
      DHCP,
      'JUNOS_DHCP_RESERVATION',
      `Reserved address for ${mac}: no converted DHCP pool holds its fixed address; add it under config reserved-address on FortiOS.`,
      `dhcp static-binding ${mac}`,
    );
  }
}
