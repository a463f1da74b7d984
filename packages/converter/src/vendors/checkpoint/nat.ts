import type { TNatRule, TNatTranslation } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { CpContext } from './context.js';
import { isObject, items, originIn, str, type TJsonFile, type TJsonObject } from './json-file.js';
import type { CpObjects } from './objects.js';
import type { CpStore, TCpObject } from './store.js';

/** NAT's "Original" (no translation): legacy rules name it by reference only. */
export const ORIGINAL_UID = '85c0f50f-6d8a-4528-88ab-5fb11d8fe16c';

/** One NAT rule as exported (API shape), with where it is and its evaluation section. */
export interface TNatItem {
  raw: TJsonObject;
  file: TJsonFile;
  origin: TOrigin;
  section: number;
}

const GATEWAY_TYPES = new Set(['simple-gateway', 'simple-cluster', 'CpmiGatewayCluster']);

/** The NAT section of a section title: 1 manual top, 2 automatic static, 3 automatic hide, 4 manual lower. */
function sectionOf(title: string, seenAuto: boolean): number {
  if (/^Automatic Generated Rules.*Static/i.test(title)) return 2;
  if (/^Automatic Generated Rules.*Hide/i.test(title)) return 3;
  if (/Manual Lower/i.test(title)) return 4;
  return seenAuto ? 4 : 1;
}

/**
 * The NAT rulebase (`show-nat-rulebase`) in evaluation order: manual top rules, automatic static
 * (each object's two halves become one bidirectional rule), automatic hide, manual lower rules.
 */
export class CpNat {
  private readonly list: TNatItem[] = [];
  private readonly autoStatic = new Map<string, string>();
  /** Model names of addresses that a destination NAT rule translates (for pre-NAT notes). */
  readonly translatedDestinations = new Set<string>();

  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
    private readonly objects: CpObjects,
  ) {}

  addPage(file: TJsonFile, page: TJsonObject): void {
    this.store.addPage(file, page);
    let seenAuto = false;
    const walk = (list: unknown[], section: number) => {
      for (const item of list) {
        if (!isObject(item)) continue;
        const origin = originIn(file, str(item.uid));
        if (item.type === 'nat-section') {
          const title = str(item.name) ?? '';
          const inner = sectionOf(title, seenAuto);
          seenAuto ||= inner === 2 || inner === 3;
          this.ctx.report(
            'ignored',
            'NAT',
            { ...origin, endLine: origin.line },
            'CP_NAT_SECTION',
            `NAT section "${title}": its rules are read in order.`,
            title,
          );
          walk(items(item.rulebase), inner);
        } else if (item.type === 'nat-rule') this.list.push({ raw: item, file, origin, section });
        else
          this.ctx.report(
            'unrecognised',
            'NAT',
            origin,
            'CP_RULEBASE_ITEM',
            `A NAT rulebase item of type "${String(item.type)}" is not understood.`,
          );
      }
    };
    walk(items(page.rulebase), 1);
  }

  /** A rule read from elsewhere than a NAT rulebase page (legacy files, automatic NAT). */
  addItem(item: TNatItem): void {
    this.list.push(item);
  }

  convert(): void {
    const seen = new Set<string>();
    for (const item of this.list) {
      const uid = str(item.raw.uid) ?? '';
      if (seen.has(uid)) continue;
      seen.add(uid);
      this.rule(item);
    }
  }

  private rule(item: TNatItem): void {
    const { raw } = item;
    const number =
      typeof raw['rule-number'] === 'number' ? raw['rule-number'] : this.ctx.model.nat.length + 1;
    const id = `nat:${number}`;
    const fail = (why: string) =>
      this.ctx.report(
        'unsupported',
        'NAT',
        item.origin,
        'CP_NAT_NOT_CONVERTED',
        `NAT rule ${number} is not converted: ${why}.`,
      );
    const method = str(raw.method) ?? '';
    if (method !== 'static' && method !== 'hide')
      return fail(`its method "${method}" has no equivalent here`);
    const field = (name: string) => this.store.ref(item.file, raw[name]);
    const original = (name: string) => {
      const uid = field(name) ?? '';
      return uid === ORIGINAL_UID || this.store.get(uid)?.name === 'Original';
    };
    const cell = (name: string, kind: 'address' | 'service') => {
      const read = this.objects.cell([field(name) ?? ''], kind);
      return 'error' in read ? { error: `${name}: ${read.error}` } : read;
    };
    const [src, dst, service] = [
      cell('original-source', 'address'),
      cell('original-destination', 'address'),
      cell('original-service', 'service'),
    ];
    for (const c of [src, dst, service]) if ('error' in c) return fail(c.error);
    if ('error' in src || 'error' in dst || 'error' in service) return;
    const base = {
      id,
      origin: item.origin,
      section: item.section,
      srcIntf: 'any' as const,
      dstIntf: 'any' as const,
      src: src.refs,
      dst: dst.refs,
      service: service.refs,
      enabled: raw.enabled !== false,
      ...(str(raw.comments) ? { comment: str(raw.comments) } : {}),
    };
    const ts = original('translated-source');
    const td = original('translated-destination');
    const tsvc = original('translated-service');
    if (ts && td && tsvc) {
      this.ctx.model.nat.push({
        ...base,
        type: 'identity',
        translatedSrc: { kind: 'none' },
        translatedDst: { kind: 'none' },
        bidirectional: false,
      });
      return;
    }
    if (raw['auto-generated'] === true) {
      if (!tsvc) return fail('an automatic rule that translates the service is not understood');
      return this.auto(item, base, method, ts, fail);
    }
    // A port translation is the VIP's port forward: it needs the destination translated too.
    let translatedService: string | undefined;
    if (!tsvc) {
      const to = cell('translated-service', 'service');
      const label = this.store.label(field('translated-service') ?? '');
      if (td) return fail(`it translates the service (to ${label}) but not the destination`);
      if ('error' in to) return fail(to.error);
      if (to.refs === 'any' || to.refs.length !== 1)
        return fail(`its service translation (to ${label}) is not one service`);
      translatedService = to.refs[0];
    }
    let translatedSrc: TNatTranslation = { kind: 'none' };
    let translatedDst: TNatTranslation = { kind: 'none' };
    if (!ts) {
      const object = this.store.get(field('translated-source') ?? '');
      if (object && GATEWAY_TYPES.has(object.type)) translatedSrc = { kind: 'interface' };
      else {
        const to = cell('translated-source', 'address');
        if ('error' in to) return fail(to.error);
        if (to.refs === 'any') return fail('it translates the source to Any');
        translatedSrc = { kind: 'address', ref: to.refs[0] ?? '' };
      }
    }
    if (!td) {
      const to = cell('translated-destination', 'address');
      if ('error' in to) return fail(to.error);
      if (to.refs === 'any') return fail('it translates the destination to Any');
      translatedDst = { kind: 'address', ref: to.refs[0] ?? '' };
      if (base.dst !== 'any') for (const name of base.dst) this.translatedDestinations.add(name);
    }
    const rule: TNatRule = {
      ...base,
      type: 'dynamic',
      translatedSrc,
      translatedDst,
      ...(translatedService ? { translatedService } : {}),
      bidirectional: false,
    };
    this.ctx.model.nat.push(rule);
    const partial = (code: string, message: string) =>
      this.ctx.note('nat', id, 'partial', code, message);

    if (method === 'static' && translatedSrc.kind === 'address')
      partial(
        'CP_NAT_STATIC_SOURCE',
        'Static source translation becomes a FortiOS overload pool: the same addresses, not one-to-one.',
      );
  }

  /** Automatic NAT, as the object's `nat-settings` define it. */
  private auto(
    item: TNatItem,
    base: Omit<TNatRule, 'type' | 'translatedSrc' | 'translatedDst' | 'bidirectional'>,
    method: string,
    sourceKept: boolean,
    fail: (why: string) => void,
  ): void {
    const uid =
      this.store.ref(
        item.file,
        sourceKept ? item.raw['original-destination'] : item.raw['original-source'],
      ) ?? '';
    const object = this.store.get(uid);
    if (!object) return fail('its object is not in the export');
    const settings = isObject(object.raw['nat-settings']) ? object.raw['nat-settings'] : {};
    const name = this.objects.address(uid);
    if (!('name' in name)) return fail(`its object ${object.name} did not convert`);
    if (method === 'hide') {
      if (settings['hide-behind'] !== 'ip-address') {
        this.ctx.model.nat.push({
          ...base,
          type: 'dynamic',
          translatedSrc: { kind: 'interface' },
          translatedDst: { kind: 'none' },
          bidirectional: false,
        });
        return;
      }
      const hide = this.natAddress(object, 'hide', str(settings['ipv4-address']));
      if (!hide) return fail(`the hide address of ${object.name} is not an IPv4 address`);
      this.ctx.model.nat.push({
        ...base,
        type: 'dynamic',
        translatedSrc: { kind: 'address', ref: hide },
        translatedDst: { kind: 'none' },
        bidirectional: false,
      });
      return;
    }
    const pair = this.autoStatic.get(uid);
    if (pair) {
      this.ctx.report(
        'converted',
        'NAT',
        item.origin,
        'CP_AUTO_STATIC_HALF',
        `The other half of the automatic static NAT of ${object.name}: part of NAT ${pair}.`,
      );
      return;
    }
    const prefix = object.type === 'network' ? object.raw['mask-length4'] : 32;
    const valid = this.natAddress(
      object,
      'nat',
      str(settings['ipv4-address']),
      typeof prefix === 'number' ? prefix : 32,
    );
    if (!valid) return fail(`the valid address of ${object.name} is not an IPv4 address`);
    this.autoStatic.set(uid, base.id);
    this.translatedDestinations.add(name.name);
    this.ctx.model.nat.push({
      ...base,
      src: [name.name],
      dst: 'any',
      type: 'static',
      translatedSrc: { kind: 'address', ref: valid },
      translatedDst: { kind: 'none' },
      bidirectional: true,
    });
  }

  /** A generated host for the address an object is translated to. */
  private natAddress(
    object: TCpObject,
    prefix: string,
    ip: string | undefined,
    length = 32,
  ): string | undefined {
    if (!ip || !/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return undefined;
    const name = this.ctx.claim('address', `${prefix}-${object.name}`);
    const base = { name, origin: object.origin, generated: true };
    this.ctx.model.addresses.push(
      length === 32
        ? { ...base, kind: 'host', ip }
        : { ...base, kind: 'subnet', ip, prefix: length },
    );
    return name;
  }
}
