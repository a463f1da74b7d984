import type { TNatRule, TNatTranslation, TServiceTerm } from '../../model/ir.js';
import { parseIpv4 } from '../../net/ipv4.js';
import type { HuaweiContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';
import type { TVrpLine } from './lines.js';
import { emptiedFields, readRuleMatch, refList } from './rule-match.js';
import { termName } from './services.js';

const NAT = 'NAT';

/** `nat address-group G [id]` with `mode`, `section N a b`, `route enable`: an IP pool. */
export function readAddressGroups(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const name = view.words[2] ?? '';
    let mode = 'pat';
    const sections: [string, string][] = [];
    for (const line of view.children) {
      const [w0, w1, w2, w3] = line.words;
      if (w0 === 'mode' && w1) mode = w1;
      else if (w0 === 'section') {
        const [a, b] = /^\d+$/.test(w1 ?? '') ? [w2, w3 ?? w2] : [w1, w2 ?? w1];
        if (a && b && parseIpv4(a) !== undefined && parseIpv4(b) !== undefined)
          sections.push([a, b]);
        else ctx.notRead('IP Pools', line, 'HW_POOL_LINE', name);
      } else if (!ctx.reportLeftover(LEFTOVERS, ['nat-address-group', ...line.words], line, name))
        ctx.notRead('IP Pools', line, 'HW_POOL_LINE', name);
    }
    const [first] = sections;
    if (!first || (mode !== 'pat' && mode !== 'no-pat')) {
      ctx.report(
        'unsupported',
        'IP Pools',
        view,
        'HW_POOL_NOT_CONVERTED',
        first
          ? `Mode ${mode} (full-cone or NAT444 port blocks) has no FortiOS pool of the same behaviour: make a port-block or fixed-port-range IP pool by hand.`
          : 'An address group without a section: nothing to translate to.',
        name,
      );
      continue;
    }
    ctx.model.ipPools.push({
      name,
      origin: ctx.origin(view),
      start: first[0],
      end: first[1],
      type: mode === 'pat' ? 'overload' : 'one-to-one',
    });
    if (sections.length > 1)
      ctx.note(
        'ipPools',
        name,
        'partial',
        'HW_POOL_SECTIONS',
        `Only the first section is the pool's range; add ${sections
          .slice(1)
          .map((s) => s.join('-'))
          .join(', ')} as further FortiOS pools.`,
        'unknown',
      );
  }
}

/** The translation of a nat-policy rule's `action`, or why it is not converted. */
function translationOf(
  ctx: HuaweiContext,
  words: readonly string[],
): TNatTranslation | 'none' | string {
  const [, w1, w2, w3] = words;
  if (w1 === 'no-nat') return 'none';
  if (w1 === 'source-nat' && w2 === 'easy-ip') return { kind: 'interface' };
  if (w1 === 'source-nat' && w2 === 'address-group' && w3)
    return ctx.model.ipPools.some((p) => p.name === w3)
      ? { kind: 'pool', pool: w3 }
      : `address group ${w3} is not converted`;
  return `action ${words.slice(1).join(' ')} is not converted (destination NAT in nat-policy: make a FortiOS VIP by hand)`;
}

/** `nat-policy`: source NAT rules in printed order (first match). */
export function readNatPolicy(
  ctx: HuaweiContext,
  views: readonly TVrpLine[],
  cut?: TVrpLine,
): void {
  for (const view of views) {
    ctx.viewHead(
      NAT,
      view,
      'HW_NAT_POLICY',
      'The NAT policy: its rules become FortiOS central NAT rules in the same order.',
    );
    for (const rule of view.children) {
      if (rule.words[0] !== 'rule' || rule.words[1] !== 'name') {
        if (!ctx.reportLeftover(LEFTOVERS, ['nat-policy', ...rule.words], rule))
          ctx.report(
            'unrecognised',
            NAT,
            rule,
            'HW_NAT_LINE',
            `Not read: "${rule.text}" in nat-policy.`,
          );
        continue;
      }
      natRule(ctx, rule, view === cut && rule === view.children.at(-1));
    }
  }
}

function natRule(ctx: HuaweiContext, view: TVrpLine, cut: boolean): void {
  const name = view.words.slice(2).join(' ');
  const match = readRuleMatch(ctx, view);
  let translation: TNatTranslation | 'none' | string = 'the rule has no action';
  let enabled = true;
  const egress: string[] = [];
  const other: string[] = [];
  for (const line of match.rest) {
    const [w0, w1] = line.words;
    if (w0 === 'action') translation = translationOf(ctx, line.words);
    else if (w0 === 'egress-interface' && w1) {
      if (ctx.interfaceOf(w1)) egress.push(w1);
      else match.leftOut.push(`egress-interface ${w1}`);
    } else if (w0 === 'disable' || (w0 === 'undo' && w1 === 'enable')) enabled = false;
    else if (w0 === 'description' || w0 === 'enable') continue;
    else other.push(line.text);
  }
  const emptied = emptiedFields(match);
  const problem = cut
    ? 'the export ends inside this rule'
    : typeof translation === 'string' && translation !== 'none'
      ? translation
      : match.local
        ? 'zone local'
        : match.leftOut.length || emptied.length
          ? `undefined or unreadable ${match.leftOut.join('; ')}`
          : other.length || match.srcExclude.length || match.dstExclude.length
            ? `conditions a FortiOS NAT rule cannot hold: ${[...other, ...(match.srcExclude.length || match.dstExclude.length ? ['an excluded address'] : [])].join('; ')}`
            : undefined;
  if (problem)
    return ctx.report(
      enabled ? 'unsupported' : 'ignored',
      NAT,
      view,
      'HW_NAT_RULE_NOT_CONVERTED',
      `NAT rule ${name} is not converted: ${problem}.`,
      name,
    );
  const nat: TNatRule = {
    id: `nat-policy:${name}`,
    origin: ctx.origin(view),
    section: 1,
    type: translation === 'none' ? 'identity' : 'dynamic',
    srcIntf: refList(match.srcZones),
    dstIntf: egress.length ? refList(egress) : refList(match.dstZones),
    src: refList(match.src),
    dst: refList(match.dst),
    service: refList(match.services),
    translatedSrc: translation === 'none' ? { kind: 'none' } : (translation as TNatTranslation),
    translatedDst: { kind: 'none' },
    bidirectional: false,
    enabled,
  };
  ctx.model.nat.push(nat);
}

const PORT_NAMES: Readonly<Record<string, number>> = {
  www: 80,
  ftp: 21,
  smtp: 25,
  telnet: 23,
  https: 443,
  ssh: 22,
  domain: 53,
};

/** A port word (`443`, `www`) as a number. */
function portOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const n = /^\d+$/.test(word) ? Number(word) : PORT_NAMES[word];
  return n !== undefined && n <= 65535 ? n : undefined;
}

/**
 * `nat server [N] [zone Z] [protocol tcp|udp] global G [port] inside I [port] [no-reverse]`:
 * a FortiOS VIP. Security rules name the inside address, as FortiOS central NAT does.
 */
export function readNatServer(ctx: HuaweiContext, line: TVrpLine): void {
  const w = line.words;
  const globalAt = w.indexOf('global');
  const insideAt = w.indexOf('inside');
  const named = globalAt > 2 && w[2] !== 'protocol' && w[2] !== 'zone' ? w[2] : undefined;
  const name = named ?? `${w[globalAt + 1] ?? ''}`;
  const zoneAt = w.indexOf('zone');
  const protoAt = w.indexOf('protocol');
  const proto = protoAt > 0 ? w[protoAt + 1] : undefined;
  const unsupported = (why: string) =>
    ctx.report(
      'unsupported',
      NAT,
      line,
      'HW_NAT_SERVER_NOT_CONVERTED',
      `Not converted: ${why}.`,
      name,
    );
  if (globalAt < 0 || insideAt < globalAt) return unsupported('no global and inside address');
  const global = w[globalAt + 1];
  const inside = w[insideAt + 1];
  if (global === 'interface')
    return unsupported(
      "the global address is an interface address; make the VIP on that interface's address by hand",
    );
  const globalRef =
    global && parseIpv4(global) !== undefined
      ? ctx.literalAddress(global, ctx.origin(line))
      : undefined;
  const insideRef =
    inside && parseIpv4(inside) !== undefined
      ? ctx.literalAddress(inside, ctx.origin(line))
      : undefined;
  if (!globalRef || !insideRef) return unsupported('an address range or unreadable address');
  const tail = new Set(w.slice(insideAt + 2));
  const known = new Set(['no-reverse', 'unr-route', 'vrrp', 'description']);
  const nat: TNatRule = {
    id: `nat-server:${name}`,
    origin: ctx.origin(line),
    section: 0,
    type: 'static',
    srcIntf:
      zoneAt > 0 && w[zoneAt + 1] && ctx.names.has('zones', w[zoneAt + 1] ?? '')
        ? [w[zoneAt + 1] ?? '']
        : 'any',
    dstIntf: 'any',
    src: 'any',
    dst: [globalRef],
    service: 'any',
    translatedSrc: { kind: 'none' },
    translatedDst: { kind: 'address', ref: insideRef },
    bidirectional: !tail.has('no-reverse'),
    enabled: true,
  };
  if (proto === 'tcp' || proto === 'udp') {
    const gPort = portOf(w[globalAt + 2]);
    const iPort = portOf(w[insideAt + 2]) ?? gPort;
    if (gPort === undefined || iPort === undefined) return unsupported('an unreadable port');
    const term = (p: number): TServiceTerm => ({ protocol: proto, dst: [[p, p]] });
    nat.service = [ctx.generatedService(termName(term(gPort)), [term(gPort)], ctx.origin(line))];
    if (iPort !== gPort)
      nat.translatedService = ctx.generatedService(
        termName(term(iPort)),
        [term(iPort)],
        ctx.origin(line),
      );
    tail.delete(w[insideAt + 2] ?? '');
  } else if (proto !== undefined) return unsupported(`protocol ${proto}`);
  // Without no-reverse the server's own connections leave from the global address too: the
  // model's bidirectional static translation of the inside address (as an ASA static NAT).
  if (nat.bidirectional) {
    const service = nat.translatedService;
    nat.src = [insideRef];
    nat.dst = 'any';
    nat.translatedSrc = { kind: 'address', ref: globalRef };
    nat.translatedDst = { kind: 'none' };
    if (service) {
      nat.translatedService = Array.isArray(nat.service) ? nat.service[0] : undefined;
      nat.service = [service];
    }
    if (nat.translatedService === undefined) delete nat.translatedService;
  }
  const unknown = [...tail].filter((t) => !known.has(t) && !/^\d+$/.test(t));
  if (unknown.length > 0) return unsupported(`options ${unknown.join(' ')}`);
  ctx.model.nat.push(nat);
  if (tail.has('unr-route'))
    ctx.note(
      'nat',
      nat.id,
      'partial',
      'HW_NAT_UNR_ROUTE',
      'unr-route (a blackhole route for the global address) is not converted: FortiOS answers ARP for a VIP itself.',
      'cosmetic',
    );
}
