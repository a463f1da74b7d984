import type { TAddress, TRefList } from '../../model/ir.js';
import { isIpv4 } from '../../net/ipv4.js';
import type { TObjectType } from '../../report/report-types.js';
import type { CpContext } from './context.js';
import { isObject, items, str } from './json-file.js';
import { serviceTerms } from './services.js';
import { scheduleOf } from './times.js';
import type { CpStore, TCpObject } from './store.js';

/** Check Point's `Any`: the same uid in every database, API and legacy alike. */
export const ANY_UID = '97aeb369-9aea-11d5-bd16-0090272ccb30';

/** An object as the model knows it: a name, Check Point's Any, or why it is not converted. */
export type TResolved = { name: string } | { any: true } | { error: string };

const ADDRESS_TYPES = new Set([
  'host',
  'network',
  'address-range',
  'group',
  'group-with-exclusion',
  'dns-domain',
  'wildcard',
]);
/** Objects that only qualify a rule (its action, track, targets): read into each rule. */
const KEYWORD_TYPES = new Set(['RulebaseAction', 'Track', 'Global', 'CpmiAnyObject']);

const WHY_NOT: Record<string, string> = {
  'dynamic-object': 'a dynamic object is resolved by the gateway at run time',
  'access-role':
    'an access role (users and machines) has no address equivalent: use FSSO/LDAP groups',
  'security-zone':
    'a security zone stands for the gateway interfaces bound to it, which FortiOS matches with the policy interfaces (srcintf/dstintf), not addresses: set them by hand',
  'updatable-object': 'an updatable object is a feed maintained by Check Point',
  CpmiInternet: "the Internet object depends on the gateway's topology",
  'simple-gateway': 'a gateway object stands for all its interface addresses',
  'simple-cluster': 'a cluster object stands for all its interface addresses',
  CpmiGatewayCluster: 'a cluster object stands for all its interface addresses',
  'checkpoint-host': 'a Check Point host stands for all its interface addresses',
};

export const isServiceType = (type: string) =>
  type.startsWith('service-') || type.startsWith('application-site');
export const isAddressType = (type: string) => ADDRESS_TYPES.has(type);

/**
 * Turns Check Point objects into model addresses and services on first use (rules name them by
 * uid), and accounts for every object of the export at the end.
 */
export class CpObjects {
  private readonly done = new Map<string, TResolved>();
  private readonly busy = new Set<string>();
  /** Objects a converted rule keeps by name as a condition (application, access role, data type). */
  private readonly kept = new Map<string, string>();
  private readonly unconverted = new Set<string>();

  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
  ) {}

  address(uid: string): TResolved {
    return this.resolve(uid, 'address');
  }

  service(uid: string): TResolved {
    return this.resolve(uid, 'service');
  }

  /** A time object as a model schedule. */
  schedule(uid: string): TResolved {
    return this.resolve(uid, 'schedule');
  }

  /** Records that a converted rule keeps this object by name as a condition of this kind. */
  keep(uid: string, kind: string): void {
    this.kept.set(uid, kind);
  }

  /** Records that a rule not converted names this object (so it is not "used by no rule"). */
  namedByUnconverted(uid: string): void {
    this.unconverted.add(uid);
  }

  /** A rule cell (uids) as a model reference list, or the reasons it cannot be one. */
  cell(uids: string[], kind: 'address' | 'service'): { refs: TRefList } | { error: string } {
    const names: string[] = [];
    const errors: string[] = [];
    for (const uid of uids) {
      const resolved = this.resolve(uid, kind);
      if ('any' in resolved) return { refs: 'any' };
      if ('name' in resolved) names.push(resolved.name);
      else errors.push(`${this.store.label(uid)}: ${resolved.error}`);
    }
    if (errors.length) return { error: errors.join('; ') };
    return names.length ? { refs: names } : { error: 'the cell is empty' };
  }

  private resolve(uid: string, kind: 'address' | 'service' | 'schedule'): TResolved {
    const known = this.done.get(uid);
    if (known) return known;
    const object = this.store.get(uid);
    // Legacy rules name Any by reference; its definition is in no file of the set.
    if (!object && uid === ANY_UID) return { any: true };
    if (!object) return { error: 'it is not in the export (add its objects file)' };
    if (kind === 'address' && isServiceType(object.type))
      return { error: 'a service where an address belongs' };
    if (kind === 'service' && isAddressType(object.type))
      return { error: 'an address where a service belongs' };
    if (kind === 'schedule' && object.type !== 'time')
      return { error: `a ${object.type} where a time object belongs` };
    if (this.busy.has(uid)) return { error: 'the group contains itself' };
    this.busy.add(uid);
    const result =
      object.type === 'CpmiAnyObject'
        ? { any: true as const }
        : kind === 'address'
          ? this.makeAddress(object)
          : kind === 'service'
            ? this.makeService(object)
            : this.makeSchedule(object);
    this.busy.delete(uid);
    this.done.set(uid, result);
    return result;
  }

  private members(list: unknown[], kind: 'address' | 'service'): string[] | { error: string } {
    const names: string[] = [];
    for (const item of list) {
      const uid = typeof item === 'string' ? item : isObject(item) ? str(item.uid) : undefined;
      const resolved = uid ? this.resolve(uid, kind) : { error: 'unreadable member' };
      if ('name' in resolved) names.push(resolved.name);
      else if ('any' in resolved) return { error: 'a member is Any' };
      else return { error: `member ${uid ? this.store.label(uid) : '?'}: ${resolved.error}` };
    }
    return names;
  }

  private makeAddress(object: TCpObject): TResolved {
    const { raw, type } = object;
    if (isServiceType(type)) return { error: 'a service where an address belongs' };
    const base = () => ({
      name: this.ctx.claim('address', object.name),
      origin: object.origin,
      ...(str(raw.comments) ? { comment: str(raw.comments) } : {}),
    });
    const add = (address: TAddress): TResolved => {
      this.ctx.model.addresses.push(address);
      return { name: address.name };
    };
    const v4 = str(raw['ipv4-address']);
    if (type === 'host') {
      if (!v4 || !isIpv4(v4))
        return { error: 'it has no IPv4 address (IPv6 is not converted yet)' };
      return add({ ...base(), kind: 'host', ip: v4 });
    }
    if (type === 'network') {
      const ip = str(raw.subnet4);
      const prefix = raw['mask-length4'];
      if (!ip || !isIpv4(ip) || typeof prefix !== 'number')
        return { error: 'it has no IPv4 subnet (IPv6 is not converted yet)' };
      return add({ ...base(), kind: 'subnet', ip, prefix });
    }
    if (type === 'address-range') {
      const start = str(raw['ipv4-address-first']);
      const end = str(raw['ipv4-address-last']);
      if (!start || !end || !isIpv4(start) || !isIpv4(end))
        return { error: 'it has no IPv4 range (IPv6 is not converted yet)' };
      return add({ ...base(), kind: 'range', start, end });
    }
    if (type === 'wildcard') {
      const wildcard = str(raw['ipv4-mask-wildcard']);
      if (!v4 || !wildcard || !isIpv4(v4) || !isIpv4(wildcard))
        return { error: 'it has no IPv4 address and wildcard' };
      return add({ ...base(), kind: 'wildcard', ip: v4, wildcard });
    }
    if (type === 'dns-domain') {
      const fqdn = object.name.replace(/^\./, '');
      const resolved = add({ ...base(), kind: 'fqdn', fqdn });
      if (raw['is-sub-domain'] === true && 'name' in resolved) {
        this.ctx.note(
          'addresses',
          resolved.name,
          'partial',
          'CP_DNS_SUBDOMAINS',
          `Its sub-domains (*.${fqdn}) are not matched: add a wildcard FQDN if they must be.`,
        );
      }
      return resolved;
    }
    if (type === 'group' || type === 'group-with-exclusion') {
      const include = type === 'group' ? items(raw.members) : [raw.include];
      const members = this.members(include, 'address');
      if ('error' in members) return members;
      const except = type === 'group' ? [] : this.members([raw.except], 'address');
      if ('error' in except) return except;
      const group = { ...base(), members, ...(except.length ? { exclude: except } : {}) };
      this.ctx.model.addressGroups.push(group);
      return { name: group.name };
    }
    return { error: WHY_NOT[type] ?? `${type} objects are not converted` };
  }

  private makeService(object: TCpObject): TResolved {
    const { raw, type } = object;
    if (!isServiceType(type)) return { error: 'an address where a service belongs' };
    const base = () => ({
      name: this.ctx.claim('service', object.name),
      origin: object.origin,
      ...(str(raw.comments) ? { comment: str(raw.comments) } : {}),
    });
    if (type === 'service-group') {
      const members = this.members(items(raw.members), 'service');
      if ('error' in members) return members;
      const group = { ...base(), members };
      this.ctx.model.serviceGroups.push(group);
      return { name: group.name };
    }
    const terms = serviceTerms(object);
    if ('error' in terms) return terms;
    const service = { ...base(), terms: terms.terms };
    this.ctx.model.services.push(service);
    if (raw['match-by-protocol-signature'] === true) {
      this.ctx.note(
        'services',
        service.name,
        'partial',
        'CP_PROTOCOL_SIGNATURE',
        'Check Point matched it by protocol signature; FortiOS matches its ports only.',
      );
    }
    return { name: service.name };
  }

  private makeSchedule(object: TCpObject): TResolved {
    const read = scheduleOf(object.raw);
    if ('error' in read) return read;
    const comment = str(object.raw.comments);
    const schedule = {
      name: this.ctx.claim('schedule', object.name),
      origin: object.origin,
      ...(comment ? { comment } : {}),
      ...read,
    };
    this.ctx.model.schedules.push(schedule);
    return { name: schedule.name };
  }

  /**
   * Converts the customer's own objects no rule used, and reports every other object of the
   * export: keywords, predefined objects left unused, and what could not be converted.
   */
  finish(): void {
    for (const object of this.store.byUid.values()) {
      let resolved = this.done.get(object.uid);
      if (!resolved && !object.predefined && !KEYWORD_TYPES.has(object.type)) {
        if (isAddressType(object.type)) resolved = this.address(object.uid);
        else if (isServiceType(object.type)) resolved = this.service(object.uid);
        else if (object.type === 'time') resolved = this.schedule(object.uid);
      }
      this.account(object, resolved);
    }
  }

  private account(object: TCpObject, resolved: TResolved | undefined): void {
    const type: TObjectType = isServiceType(object.type)
      ? 'Services & Service Groups'
      : isAddressType(object.type)
        ? 'Addresses & Address Groups'
        : object.type === 'time'
          ? 'Schedules'
          : 'Other';
    const say = (status: 'converted' | 'ignored' | 'unsupported', code: string, why: string) =>
      this.ctx.report(status, type, object.origin, code, why, object.name);
    if (object.reported || (resolved && 'name' in resolved)) return;
    const kept = this.kept.get(object.uid);
    if (kept) {
      say(
        'converted',
        'CP_CONDITION_KEPT',
        `${object.type} ${object.name}: kept by name as the ${kept} condition of the rules naming it; each rule's entry says what the FortiOS policy enforces of it.`,
      );
      return;
    }
    if (object.type === 'CpmiAnyObject')
      say('converted', 'CP_ANY', `${object.name}: everything (all / ALL where a rule uses it).`);
    else if (KEYWORD_TYPES.has(object.type))
      say('ignored', 'CP_KEYWORD', `${object.type} ${object.name}: read into each rule naming it.`);
    else if (resolved && 'error' in resolved)
      say('unsupported', 'CP_OBJECT_NOT_CONVERTED', `Not converted: ${resolved.error}.`);
    else if (/gateway|cluster/i.test(object.type))
      say(
        'ignored',
        'CP_GATEWAY',
        'A gateway or cluster: install-on targets are noted on each rule.',
      );
    else if (object.predefined && !this.unconverted.has(object.uid))
      say(
        'ignored',
        'CP_PREDEFINED_UNUSED',
        object.unusedWhy ?? 'Predefined by Check Point and used by no rule.',
      );
    else
      say(
        'unsupported',
        'CP_OBJECT_NOT_CONVERTED',
        `${object.type} objects are not converted (no converted rule uses it).`,
      );
  }
}
