import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import { portNumber } from '../cisco-asa/keywords.js';
import { entryWords, readAce } from './ace.js';
import { isRemark } from './acls.js';
import type { IosContext, TLine } from './context.js';

/** `ip nat pool P START END netmask M | prefix-length N` (read before the rules that use it). */
export function readNatPool(ctx: IosContext, line: TLine): boolean {
  const [, , , name, start, end, kind, size] = line.tokens;
  const valid =
    kind === 'netmask'
      ? dottedMaskPrefix(size ?? '') !== undefined
      : kind === 'prefix-length' && /^\d+$/.test(size ?? '');
  if (!name || !ctx.ip(start) || !ctx.ip(end) || !valid) return false;
  ctx.model.ipPools.push({
    name,
    origin: ctx.origin(line),
    start: start ?? '',
    end: end ?? '',
    type: 'overload',
  });
  return true;
}

const listOf = (names: string[]): TRefList => (names.length > 0 ? names : 'any');

/**
 * `ip nat inside source list A interface IF overload` (hide NAT behind the interface) and
 * `... list A pool P [overload]`: one rule per entry of the list, in order; a `deny` entry
 * exempts its traffic (identity). From the NAT inside interfaces to the outside ones.
 */
function readDynamic(ctx: IosContext, line: TLine, id: string, words: string[]): void {
  const acl = words[5] ?? '';
  const kind = words[6];
  const target = words[7] ?? '';
  const overload = words.includes('overload');
  let translated: TNatTranslation;
  let dstIntf: TRefList = listOf(ctx.natOutside);
  if (kind === 'interface') {
    translated = { kind: 'interface' };
    dstIntf = [target];
    if (!overload)
      ctx.report(
        'partial',
        'NAT',
        line,
        'IOS_NAT_NO_OVERLOAD',
        'Interface NAT without overload translates one host at a time on IOS; FortiOS overloads the interface address.',
        id,
      );
  } else if (kind === 'pool' && ctx.model.ipPools.some((p) => p.name === target)) {
    translated = { kind: 'pool', pool: target };
    const pool = ctx.model.ipPools.find((p) => p.name === target);
    if (pool && !overload) pool.type = 'one-to-one';
  } else {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'IOS_NAT_UNREADABLE',
      `The NAT rule could not be read (pool ${target} is not defined, or the form is not known).`,
      id,
    );
    return;
  }
  const list = ctx.acls.get(acl);
  ctx.useAcl(acl, 'nat');
  if (!list) {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'IOS_NAT_ACL_UNDEFINED',
      `Access list ${acl} is not defined: IOS translates nothing with it.`,
      id,
    );
    return;
  }
  list.lines.forEach((entry, index) => {
    if (isRemark(entryWords(entry))) return;
    const ace = readAce(ctx, entry, list.kind === 'standard');
    const ruleId = `${id}:${index + 1}`;
    if (typeof ace === 'string' || ace.other.length > 0) {
      ctx.report(
        'unsupported',
        'NAT',
        entry,
        'IOS_NAT_SELECTOR',
        `Entry ${index + 1} of ${acl} could not be used as a NAT selector: ${typeof ace === 'string' ? ace : 'it has conditions FortiOS NAT has not'}.`,
        ruleId,
      );
      return;
    }
    const rule: TNatRule = {
      id: ruleId,
      origin: ctx.origin(line),
      section: 2,
      type: ace.action === 'deny' ? 'identity' : 'dynamic',
      srcIntf: listOf(ctx.natInside),
      dstIntf,
      src: ace.src.kind === 'any' ? 'any' : [ace.src.name],
      dst: ace.dst.kind === 'any' ? 'any' : [ace.dst.name],
      service: ace.service === 'any' ? 'any' : [ace.service],
      translatedSrc: ace.action === 'deny' ? { kind: 'none' } : translated,
      translatedDst: { kind: 'none' },
      bidirectional: false,
      enabled: true,
    };
    ctx.model.nat.push(rule);
    ctx.report(
      'converted',
      'NAT',
      entry,
      'IOS_NAT_ENTRY',
      `Entry of ${acl}: ${ace.action === 'deny' ? 'exempt from NAT' : 'translated'} by ${id}.`,
      ruleId,
    );
  });
}

/**
 * `ip nat inside source static L G` (one-to-one, both ways) and `static tcp|udp L LP G|interface
 * IF GP` (a port forward): VIPs on FortiOS. `extendable` and `no-alias` change nothing here.
 */
function readStatic(ctx: IosContext, line: TLine, id: string, words: string[]): void {
  const origin = ctx.origin(line);
  const protocol = words[5] === 'tcp' || words[5] === 'udp' ? words[5] : undefined;
  const network = words[5] === 'network';
  let local = words[protocol || network ? 6 : 5];
  const localPort = protocol ? portNumber(words[7]) : undefined;
  let at = protocol ? 8 : network ? 7 : 6;
  let global = words[at];
  if (global === 'interface') {
    const iface = ctx.iface(words[at + 1]);
    global = iface?.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
    at += 1;
  }
  const globalPort = protocol ? portNumber(words[at + 1]) : undefined;
  const prefix = network
    ? words[at + 1]?.startsWith('/')
      ? Number(words[at + 1]?.slice(1))
      : dottedMaskPrefix(words[at + 1] ?? '')
    : 32;
  const rest = words
    .slice(at + (protocol || network ? 2 : 1))
    .filter((w) => w !== 'extendable' && w !== 'no-alias');
  if (
    !ctx.ip(local) ||
    !ctx.ip(global) ||
    prefix === undefined ||
    (protocol && (localPort === undefined || globalPort === undefined)) ||
    rest.length > 0
  ) {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'IOS_NAT_STATIC_UNREADABLE',
      `The static NAT could not be converted${rest.length ? ` ("${rest.join(' ')}" is not carried)` : ' (an address is not given or the interface has no static address)'}.`,
      id,
    );
    return;
  }
  local ??= '';
  const localName = ctx.valueAddress({ ip: local, prefix }, origin);
  const globalName = ctx.valueAddress({ ip: global ?? '', prefix }, origin);
  const rule: TNatRule = {
    id,
    origin,
    section: 1,
    type: 'static',
    srcIntf: listOf(ctx.natInside),
    dstIntf: listOf(ctx.natOutside),
    src: [localName],
    dst: 'any',
    service: 'any',
    translatedSrc: { kind: 'address', ref: globalName },
    translatedDst: { kind: 'none' },
    bidirectional: true,
    enabled: true,
  };
  if (protocol && localPort !== undefined && globalPort !== undefined) {
    rule.service = [
      ctx.generatedService(
        `${protocol}-${localPort}`,
        [{ protocol, dst: [[localPort, localPort]] }],
        origin,
      ),
    ];
    rule.translatedService = ctx.generatedService(
      `${protocol}-${globalPort}`,
      [{ protocol, dst: [[globalPort, globalPort]] }],
      origin,
    );
  }
  ctx.model.nat.push(rule);
}

/** `ip nat inside source ...`; `ip nat outside source` and route-map NAT are reported. */
export function readNatRule(ctx: IosContext, line: TLine, index: number): boolean {
  const words = line.tokens;
  const id = `nat-${index + 1}`;
  if (words[2] !== 'inside' || words[3] !== 'source') {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'IOS_NAT_OUTSIDE',
      'NAT of outside sources (ip nat outside source) has no FortiOS equivalent: translate with a VIP and a policy by hand.',
      id,
    );
    return true;
  }
  if (words[4] === 'list') readDynamic(ctx, line, id, words);
  else if (words[4] === 'static') readStatic(ctx, line, id, words);
  else
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'IOS_NAT_ROUTE_MAP',
      `NAT selected by ${words[4] ?? ''} ${words[5] ?? ''} is not converted: rewrite it as policy NAT with the route-map's ACL.`,
      id,
    );
  return true;
}
