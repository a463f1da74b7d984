import { originOf } from '../../model/origin.js';
import type { CpContext } from './context.js';
import { isObject, originIn, type TJsonObject } from './json-file.js';
import { cellRefs, flag, place } from './legacy-file.js';
import type { TAutoNatAt } from './legacy-objects.js';
import type { TLegacyPackage } from './legacy-rules.js';
import { childOf, valueOf } from './legacy-tree.js';
import { ORIGINAL_UID, type TNatItem } from './nat.js';
import { ANY_UID } from './objects.js';
import type { CpStore } from './store.js';

const CELLS = [
  ['src_adtr', 'original-source', 'network_objects'],
  ['dst_adtr', 'original-destination', 'network_objects'],
  ['services_adtr', 'original-service', 'services'],
  ['src_adtr_translated', 'translated-source', 'network_objects'],
  ['dst_adtr_translated', 'translated-destination', 'network_objects'],
  ['services_adtr_translated', 'translated-service', 'services'],
] as const;

/**
 * The manual NAT rules (`:rule_adtr`) of a package, in order, as API NAT rules. They are read
 * as the top section: the legacy file does not hold the automatic rules, which come from the
 * objects, and this reader assumes the manual rules sit above them.
 */
export function readLegacyNat(
  ctx: CpContext,
  store: CpStore,
  pkg: TLegacyPackage,
  number: () => number,
): TNatItem[] {
  const { legacy } = pkg;
  const list: TNatItem[] = [];
  let index = 0;
  for (const node of pkg.node.children.filter((c) => c.key === 'rule_adtr')) {
    index += 1;
    const uid = `rule-base:${pkg.name}:nat:${index}`;
    place(legacy, uid, node);
    const origin = originIn(legacy.file, uid);
    const title = valueOf(node, 'header_text');
    if (title !== undefined) {
      ctx.report(
        'ignored',
        'NAT',
        origin,
        'CP_NAT_SECTION',
        `NAT section "${title}": its rules are read in order.`,
        title,
      );
      continue;
    }
    const raw: TJsonObject = { uid, type: 'nat-rule', 'rule-number': number() };
    const crowded: string[] = [];
    for (const [key, field, table] of CELLS) {
      const refs = cellRefs(childOf(node, key), table);
      for (const ref of refs) store.labels.set(ref.uid, ref.name);
      if (refs.length > 1) crowded.push(key);
      const translated = field.startsWith('translated');
      const uid = refs[0]?.uid ?? ANY_UID;
      // An unchanged translated cell shows Any in the file and "Original" in the console.
      raw[field] = translated && uid === ANY_UID ? ORIGINAL_UID : uid;
    }
    if (crowded.length) {
      ctx.report(
        'unsupported',
        'NAT',
        origin,
        'CP_NAT_NOT_CONVERTED',
        `NAT rule ${String(raw['rule-number'])} is not converted: its ${crowded.join(', ')} cell names several objects, which a NAT rule cannot.`,
      );
      continue;
    }
    const methodOf = (key: string) => valueOf(childOf(node, key), 'adtr_method') ?? '';
    const method =
      raw['translated-source'] !== ORIGINAL_UID
        ? methodOf('src_adtr_translated')
        : methodOf('dst_adtr_translated');
    raw.method = /hide/.test(method) ? 'hide' : 'static';
    raw.enabled = !flag(node, 'disabled');
    const comments = valueOf(node, 'comments');
    if (comments) raw.comments = comments;
    list.push({ raw, file: legacy.file, origin, section: 1 });
  }
  return list;
}

// Check Point's order of automatic rules: hosts, then ranges, then networks (static, then hide).
const KIND_ORDER = ['host', 'address-range', 'network'];

/**
 * The automatic NAT rules the objects define, in Check Point's order: static (one rule, both
 * directions), then hide; a hidden network or range is first exempted inside itself.
 */
export function automaticNat(
  store: CpStore,
  definitions: Map<string, TAutoNatAt>,
  number: () => number,
): TNatItem[] {
  const items: TNatItem[] = [];
  const byMethod = (method: string) =>
    KIND_ORDER.flatMap((kind) =>
      [...definitions].filter(([uid]) => {
        const object = store.get(uid);
        const settings = object?.raw['nat-settings'];
        return object?.type === kind && isObject(settings) && settings.method === method;
      }),
    );
  const rule = (uid: string, at: TAutoNatAt, extra: TJsonObject, section: number) => {
    const origin = originOf(at.legacy.file.name, at.node.line, at.node.endLine);
    const raw: TJsonObject = {
      uid: `auto:${items.length + 1}:${uid}`,
      type: 'nat-rule',
      'rule-number': number(),
      'auto-generated': true,
      'original-source': uid,
      'original-destination': ANY_UID,
      'original-service': ANY_UID,
      'translated-source': uid,
      'translated-destination': ORIGINAL_UID,
      'translated-service': ORIGINAL_UID,
      enabled: true,
      ...extra,
    };
    items.push({ raw, file: at.legacy.file, origin, section });
  };
  for (const [uid, at] of byMethod('static')) rule(uid, at, { method: 'static' }, 2);
  for (const [uid, at] of byMethod('hide')) {
    if (store.get(uid)?.type !== 'host')
      rule(
        uid,
        at,
        { method: 'hide', 'original-destination': uid, 'translated-source': ORIGINAL_UID },
        3,
      );
    rule(uid, at, { method: 'hide' }, 3);
  }
  return items;
}

/** Reports automatic NAT that no generated rule carries (an unknown method or object type). */
export function unknownAutoNat(
  ctx: CpContext,
  store: CpStore,
  definitions: Map<string, TAutoNatAt>,
): void {
  for (const [uid, at] of definitions) {
    const object = store.get(uid);
    const settings = object?.raw['nat-settings'];
    const method = isObject(settings) ? String(settings.method) : '';
    const known = method === 'static' || method === 'hide';
    if (known && KIND_ORDER.includes(object?.type ?? '')) continue;
    ctx.report(
      'unsupported',
      'NAT',
      originOf(at.legacy.file.name, at.node.line, at.node.endLine),
      'CP_NAT_NOT_CONVERTED',
      `The automatic NAT of ${store.label(uid)} is not converted: ${known ? `automatic NAT of a ${object?.type ?? 'missing'} object` : `method "${method}"`} is not understood.`,
    );
  }
}
