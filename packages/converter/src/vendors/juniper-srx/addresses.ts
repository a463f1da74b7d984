import { formatIpv4, parseIpv4 } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, under, type TStmt } from './statements.js';

interface TBookEntry {
  book: string;
  kind: 'address' | 'address-set';
  name: string;
  stmts: TStmt[];
  /** Path length up to the entry's name. */
  depth: number;
}

/** Address-book entries: zone books (`security zones security-zone Z address-book`) and named books. */
function entries(stmts: TStmt[]): { entries: TBookEntry[]; attach: TStmt[] } {
  const out: TBookEntry[] = [];
  const attach: TStmt[] = [];
  const collect = (list: TStmt[], bookOf: (s: TStmt) => string, at: number) => {
    for (const kind of ['address', 'address-set'] as const) {
      const mine = list.filter((s) => s.words[at] === kind);
      const byBook = new Map<string, TStmt[]>();
      for (const s of mine) byBook.set(bookOf(s), [...(byBook.get(bookOf(s)) ?? []), s]);
      for (const [book, bookStmts] of byBook)
        for (const [name, group] of groupByWord(bookStmts, at + 1))
          out.push({ book, kind, name, stmts: group, depth: at + 2 });
    }
  };
  const zoneBooks = under(stmts, ['security', 'zones', 'security-zone', '*', 'address-book']);
  collect(zoneBooks, (s) => `zone:${s.words[3] ?? ''}`, 5);
  const named = under(stmts, ['security', 'address-book']);
  attach.push(...named.filter((s) => s.words[3] === 'attach'));
  collect(
    named.filter((s) => s.words[3] !== 'attach'),
    (s) => s.words[2] ?? '',
    3,
  );
  return { entries: out, attach };
}

/**
 * Address books into addresses and groups. A name defined in more than one book becomes
 * `<zone>_<name>` (or `<book>_<name>`) so that each keeps its own value.
 */
export function readAddressBooks(ctx: SrxContext, stmts: TStmt[]): void {
  const { entries: list, attach } = entries(stmts);
  for (const stmt of attach) {
    const [, , book = '', , what, zone] = stmt.words;
    if (what === 'zone' && zone)
      ctx.zoneBooks.set(zone, [...(ctx.zoneBooks.get(zone) ?? [`zone:${zone}`]), book]);
  }
  ctx.claim(attach, 'Addresses & Address Groups', 'address-book attach');
  const count = new Map<string, number>();
  for (const e of list) count.set(e.name, (count.get(e.name) ?? 0) + 1);
  const taken = new Set<string>();
  for (const e of list) {
    const scope = e.book.replace(/^zone:/, '');
    const name =
      (count.get(e.name) ?? 0) > 1 && e.book !== 'global' ? `${scope}_${e.name}` : e.name;
    const book = ctx.books.get(e.book) ?? new Map<string, string>();
    book.set(e.name, name);
    ctx.books.set(e.book, book);
    taken.add(name);
  }
  for (const e of list) {
    const name = ctx.books.get(e.book)?.get(e.name) ?? e.name;
    const origin = ctx.rangeOf(e.stmts, e.depth);
    const at = e.depth;
    const description = e.stmts.find((s) => s.words[at] === 'description')?.words[at + 1];
    const base = { name, origin, ...(description ? { comment: description } : {}) };
    ctx.claim(e.stmts, 'Addresses & Address Groups', `address ${e.name}`);
    if (name !== e.name)
      ctx.note(
        e.kind === 'address' ? 'addresses' : 'addressGroups',
        name,
        'converted',
        'JUNOS_BOOK_NAME',
        `Renamed from ${e.name}: the name is defined in more than one address book.`,
      );
    if (e.kind === 'address-set') {
      const members = e.stmts
        .filter((s) => s.words[at] === 'address' || s.words[at] === 'address-set')
        .map((s) => s.words[at + 1] ?? '')
        .map((m) => ctx.books.get(e.book)?.get(m) ?? ctx.address(undefined, m) ?? m);
      ctx.model.addressGroups.push({ ...base, members });
      continue;
    }
    const value = e.stmts.find((s) => s.words[at] !== 'description');
    const [key, a, , b] = value ? value.words.slice(at) : [];
    const prefix = parsePrefix(key === 'ip-prefix' ? (a ?? '') : (key ?? ''));
    if (prefix && !prefix.ip.includes(':')) {
      ctx.model.addresses.push(
        prefix.prefix === 32
          ? { ...base, kind: 'host', ip: prefix.ip }
          : { ...base, kind: 'subnet', ip: prefix.ip, prefix: prefix.prefix },
      );
    } else if (prefix) {
      ctx.model.addresses.push({ ...base, kind: 'subnet', ip: prefix.ip, prefix: prefix.prefix });
    } else if (key === 'dns-name' && a) {
      ctx.model.addresses.push({ ...base, kind: 'fqdn', fqdn: a });
    } else if (key === 'range-address' && a && b) {
      ctx.model.addresses.push({ ...base, kind: 'range', start: a, end: b });
    } else if (key === 'wildcard-address' && a) {
      const [ip = '', mask = ''] = a.split('/');
      const m = parseIpv4(mask);
      if (m !== undefined && parseIpv4(ip) !== undefined) {
        ctx.model.addresses.push({ ...base, kind: 'wildcard', ip, wildcard: formatIpv4(~m >>> 0) });
        ctx.note(
          'addresses',
          name,
          'converted',
          'JUNOS_WILDCARD',
          'A wildcard address: FortiOS `type wildcard` (usable in policies only).',
        );
      } else
        ctx.reportStmts(
          e.stmts,
          e.depth,
          'unrecognised',
          'Addresses & Address Groups',
          'JUNOS_ADDRESS_UNREADABLE',
          'The wildcard address could not be read.',
          e.name,
        );
    } else {
      ctx.reportStmts(
        e.stmts,
        e.depth,
        'unrecognised',
        'Addresses & Address Groups',
        'JUNOS_ADDRESS_UNREADABLE',
        'The address value could not be read.',
        e.name,
      );
    }
  }
}
