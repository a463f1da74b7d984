import { blocks, type TBlock } from './cli-blocks.js';
import type { TExpItem } from './decode.js';

/**
 * SonicOS 7 CLI (`show current-config`, reference §2 and §3 CLI forms) read into the items of
 * the export's tables, so that one set of readers serves both: `address-object ipv4 "A"` with
 * `host 192.0.2.10` becomes row N of `addrObj` (`addrObjId_N`, `addrObjType_N`, `addrObjIp1_N`
 * ...). Item numbers are the file's line numbers. Blocks: a header at column 0, indented body
 * lines, `exit`. Converted: address objects (ipv4, fqdn; mac reported) and groups, service
 * objects and groups, zones, interfaces, IPv4 access rules; other blocks (NAT, routes, VPN ...)
 * are reported by the leftovers table (`cli:<block>` rows).
 */

type TFields = [field: string, value: string][];

const PROTOCOLS: Readonly<Record<string, string>> = { tcp: '6', udp: '17', icmp: '1' };
const ACTIONS: Readonly<Record<string, string>> = { allow: '2', deny: '0', discard: '1' };

/** `any` | `name "X"` | `group "X"` at `at`: the name ('' for any) and the words used. */
function ref(words: string[], at: number): [value: string, used: number] {
  if (words[at] === 'any') return ['', 1];
  if (words[at] === 'name' || words[at] === 'group') return [words[at + 1] ?? '', 2];
  return [words[at] ?? '', 1];
}

/** Address object words (`host A`, `network A M`, `range A B`, `zone Z`). */
function addressWords(words: string[]): TFields | undefined {
  const out: TFields = [];
  for (let i = 0; i < words.length;) {
    const [w, a = '', b = ''] = words.slice(i);
    if (w === 'host') out.push(['Type', '1'], ['Ip1', a], ['Ip2', '255.255.255.255']);
    else if (w === 'network') out.push(['Type', '4'], ['Ip1', a], ['Ip2', b]);
    else if (w === 'range') out.push(['Type', '2'], ['Ip1', a], ['Ip2', b]);
    else if (w === 'zone') out.push(['Zone', a]);
    else if (w === 'domain') out.push(['', a]);
    else return undefined;
    i += w === 'network' || w === 'range' ? 3 : 2;
  }
  return out;
}

/** Access rule words of the header or a body line. */
function ruleWords(words: string[]): TFields | undefined {
  const out: TFields = [];
  for (let i = 0; i < words.length;) {
    const w = words[i] ?? '';
    const next = words[i + 1] ?? '';
    if (w === 'from' || w === 'to') {
      out.push([w === 'from' ? 'SrcZone' : 'DstZone', next]);
      i += 2;
    } else if (w === 'action' && ACTIONS[next]) {
      out.push(['Action', ACTIONS[next] ?? '']);
      i += 2;
    } else if ((w === 'source' || w === 'destination') && next === 'address') {
      const [value, used] = ref(words, i + 2);
      out.push([w === 'source' ? 'SrcNet' : 'DstNet', value]);
      i += 2 + used;
    } else if (w === 'source' && next === 'port') {
      const [value, used] = ref(words, i + 2);
      out.push(['SrcSvc', value]);
      i += 2 + used;
    } else if (w === 'service') {
      const [value, used] = ref(words, i + 1);
      out.push(['DstSvc', value]);
      i += 1 + used;
    } else return undefined;
  }
  return out;
}

/** One body line of an access rule, or undefined when it is not understood. */
function ruleLine(words: string[]): TFields | undefined {
  const [w = '', a = '', b = '', c = ''] = words;
  if (w === 'name' || w === 'comment') return [[w === 'name' ? 'Name' : 'Comment', a]];
  if (w === 'enable') return [['Enabled', '1']];
  if (w === 'logging') return [['Log', '1']];
  if (w === 'schedule') return [['Time', a === 'always-on' ? '' : b || a]];
  if (w === 'users' && a === 'included') return [['Whom', b === 'all' ? '' : c || b]];
  if (w === 'users' && a === 'excluded' && b === 'none') return [];
  if (w === 'no' && a === 'enable') return [['Enabled', '0']];
  // `no <option>` turns an option off: nothing to carry.
  // `priority`: the CLI prints rules in their evaluation order, which the rows keep.
  if (w === 'no' || w === 'uuid' || w === 'exit' || w === 'priority') return [];
  return ruleWords(words);
}

/** The table rows a block becomes; `emit` adds the items of one line. */
class Emitter {
  readonly items: TExpItem[] = [];
  private readonly counters = new Map<string, number>();

  next(table: string): number {
    const n = this.counters.get(table) ?? 0;
    this.counters.set(table, n + 1);
    return n;
  }

  emit(n: number, prefix: string, row: number, fields: TFields): void {
    // A line with no field still counts: a structural item of its row (empty value).
    for (const [field, value] of fields.length ? fields : [[`Cli${n}`, ''] as [string, string]])
      this.items.push({ n, p: this.items.length, key: `${prefix}${field}_${row}`, value });
  }

  /** A line of a block the readers do not read: reported by its block's header. */
  other(n: number, block: string): void {
    this.items.push({ n, p: this.items.length, key: `cli:${block}|`, value: '' });
  }
}

function addressObject(out: Emitter, b: TBlock): boolean {
  const [, family = '', name = '', ...rest] = b.header.words;
  const table = family === 'fqdn' ? 'addrObjFqdn' : family === 'mac' ? 'addrObjMac' : 'addrObj';
  if (!['ipv4', 'fqdn', 'mac'].includes(family)) return false;
  const row = out.next(table);
  const head = addressWords(rest) ?? [['Cli', rest.join(' ')]];
  out.emit(b.header.n, table, row, [['Id', name], ['Properties', '14'], ...head]);
  for (const line of b.body) {
    if (table === 'addrObjMac') out.emit(line.n, table, row, [[`Cli${line.n}`, line.text]]);
    else
      out.emit(
        line.n,
        table,
        row,
        addressWords(line.words) ??
          (line.words[0] === 'exit' || line.words[0] === 'uuid'
            ? []
            : [[`Cli${line.n}`, line.text]]),
      );
  }
  return true;
}

function group(out: Emitter, b: TBlock, objects: string, members: string, type: string): void {
  const name = b.kind === 'service-group' ? (b.header.words[1] ?? '') : (b.header.words[2] ?? '');
  const row = out.next(objects);
  out.emit(b.header.n, objects, row, [
    ['Id', name],
    ['Type', type],
    ['Properties', '14'],
  ]);
  for (const line of b.body) {
    const member = line.words[line.words.length - 1] ?? '';
    if (/^(address|service)-(object|group)$/.test(line.words[0] ?? ''))
      out.emit(line.n, members, out.next(members), [
        ['atomToGrp', member],
        ['grpToGrp', name],
      ]);
    else
      out.emit(line.n, objects, row, line.words[0] === 'exit' ? [] : [[`Cli${line.n}`, line.text]]);
  }
}

function serviceObject(out: Emitter, b: TBlock): void {
  const [, name = '', ...rest] = b.header.words;
  const row = out.next('svcObj');
  const proto = (words: string[]): TFields | undefined => {
    const [p = '', low = '', high = low] = words;
    const number = PROTOCOLS[p.toLowerCase()];
    return number
      ? [
          ['IpType', number],
          ['Port1', low],
          ['Port2', high],
        ]
      : undefined;
  };
  out.emit(b.header.n, 'svcObj', row, [
    ['Id', name],
    ['Type', '1'],
    ['Properties', '14'],
    ...(proto(rest) ?? []),
  ]);
  for (const line of b.body)
    out.emit(
      line.n,
      'svcObj',
      row,
      proto(line.words) ?? (line.words[0] === 'exit' ? [] : [[`Cli${line.n}`, line.text]]),
    );
}

function zone(out: Emitter, b: TBlock): void {
  const row = out.next('zoneObj');
  out.emit(b.header.n, 'zoneObj', row, [['Id', b.header.words[1] ?? '']]);
  for (const line of b.body) {
    const [w = '', a = ''] = line.words;
    out.emit(
      line.n,
      'zoneObj',
      row,
      w === 'security-type'
        ? [['ZoneType', a]]
        : w === 'interface-trust'
          ? [['IntraZoneCom', '1']]
          : [],
    );
  }
}

/** `interface X0 [vlan 20]`: fields named once the zone (LAN or WAN side) is known. */
function iface(out: Emitter, b: TBlock, ifnums: Map<string, number>): void {
  const [, base = '', vlanWord, tag = ''] = b.header.words;
  const name = vlanWord === 'vlan' ? `${base}:V${tag}` : base;
  const row = out.next('iface_');
  ifnums.set(name, row);
  const head: TFields = [
    ['ifnum', String(row)],
    ['name', name],
  ];
  if (vlanWord === 'vlan')
    head.push(['vlan_tag', tag], ['vlan_parent', String(ifnums.get(base) ?? -1)]);
  const zoneLine = b.body.find((l) => l.words[0] === 'ip-assignment');
  const wan = zoneLine?.words[1]?.toUpperCase() === 'WAN';
  out.emit(b.header.n, 'iface_', row, head);
  for (const line of b.body) {
    const [w = '', a = '', c = ''] = line.words;
    const fields: TFields =
      w === 'ip-assignment'
        ? [
            ['Zone', a],
            ['mode', c === 'dhcp' ? '1' : c === 'pppoe' ? '2' : '0'],
          ]
        : w === 'ip'
          ? [[wan ? 'static_ip' : 'lan_ip', a]]
          : w === 'netmask'
            ? [[wan ? 'static_mask' : 'lan_mask', a]]
            : w === 'gateway'
              ? [['static_gateway', a]]
              : w === 'comment'
                ? [['comment', a]]
                : w === 'exit'
                  ? []
                  : ([[`Cli${line.n}`, line.text]] as TFields);
    // `interface_Zone` is its own prefix in the export.
    const zoneField = fields.find(([f]) => f === 'Zone');
    if (zoneField) out.emit(line.n, 'interface_', row, [zoneField]);
    out.emit(
      line.n,
      'iface_',
      row,
      fields.filter(([f]) => f !== 'Zone'),
    );
  }
}

function accessRule(out: Emitter, b: TBlock): boolean {
  const start = b.header.words[1] === 'ipv4' ? 2 : b.header.words[1] === 'from' ? 1 : -1;
  if (start < 0) return false;
  const row = out.next('policy');
  const body: TFields[] = b.body.map(
    (line) => ruleLine(line.words) ?? [[`Cli${line.n}`, line.text]],
  );
  // A body line (`service group "G"`) says more than the header's `service any`: it wins.
  const said = new Set(body.flat().map(([field]) => field));
  const head = ruleWords(b.header.words.slice(start))?.filter(([field]) => !said.has(field));
  const enabled = said.has('Enabled');
  out.emit(b.header.n, 'policy', row, [
    ...(head ?? [[`Cli${b.header.n}`, b.header.words.join(' ')]]),
    // The CLI prints `no enable` for a disabled rule; without either line the rule is on.
    ...(enabled ? [] : ([['Enabled', '1']] as TFields)),
  ]);
  b.body.forEach((line, i) => out.emit(line.n, 'policy', row, body[i] ?? []));
  return true;
}

/** The items of a SonicOS CLI text, in line order. */
export function cliItems(text: string): TExpItem[] {
  const out = new Emitter();
  const ifnums = new Map<string, number>();
  const { blocks: list, loose } = blocks(text);
  for (const b of list) {
    const done =
      b.kind === 'address-object'
        ? addressObject(out, b)
        : b.kind === 'address-group' && b.header.words[1] === 'ipv4'
          ? (group(out, b, 'addrObj', 'addro_', '8'), true)
          : b.kind === 'service-object'
            ? (serviceObject(out, b), true)
            : b.kind === 'service-group'
              ? (group(out, b, 'svcObj', 'so_', '2'), true)
              : b.kind === 'zone'
                ? (zone(out, b), true)
                : b.kind === 'interface'
                  ? (iface(out, b, ifnums), true)
                  : b.kind === 'access-rule'
                    ? accessRule(out, b)
                    : false;
    if (!done)
      for (const n of [b.header.n, ...b.body.map((l) => l.n)])
        out.other(n, b.header.words.slice(0, 2).join(' '));
  }
  for (const n of loose) out.other(n, 'end');
  return out.items.sort((x, y) => x.n - y.n || x.p - y.p).map((item, p) => ({ ...item, p }));
}

/** True when the text looks like SonicOS CLI output (its block headers). */
export const isSonicOsCli = (text: string) =>
  /^(address-object|address-group|service-object|access-rule|zone|interface) \S/m.test(
    text.slice(0, 64 * 1024),
  );
