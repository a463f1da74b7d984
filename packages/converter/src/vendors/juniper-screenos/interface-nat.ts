import type { TNatRule } from '../../model/ir.js';
import { parseIpv4 } from '../../net/ipv4.js';
import { isIp, readPrefix, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';
import type { ServiceReader } from './services.js';

/** The first address of an interface, if it has a static one. */
function interfaceIp(ctx: ScreenOsContext, name: string): string | undefined {
  const iface = ctx.model.interfaces.find((i) => i.name === name);
  return iface?.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
}

const staticRule = (
  ctx: ScreenOsContext,
  id: string,
  line: TSosLine,
  iface: string,
  real: string,
  mapped: string,
  bidirectional: boolean,
): TNatRule => ({
  id,
  origin: { file: ctx.file, line: line.n, endLine: line.n },
  section: 1,
  type: 'static',
  srcIntf: 'any',
  dstIntf: [iface],
  src: [real],
  dst: 'any',
  service: 'any',
  translatedSrc: { kind: 'address', ref: mapped },
  translatedDst: { kind: 'none' },
  bidirectional,
  enabled: true,
});

/**
 * Interface NAT objects: `mip A host H netmask M [vr V]` (static 1:1 both ways), `vip A|interface-ip
 * [+] PORT "SVC" HOST` (port forwarding) and `dip N A B [fix-port]` (source pools for policies).
 * The MIP and VIP shapes match public `get config` captures found with the search tool (an
 * SSG/NetScreen CLI notebook and a NetScreen config parser's test data, both with `netmask ...
 * vr "trust-vr"` and `vip A + 22 "SVC" H`); the DIP shape is from the vendor reference only.
 */
export function readInterfaceNat(
  ctx: ScreenOsContext,
  services: ServiceReader,
  line: TSosLine,
  iface: string,
  rest: string[],
): void {
  const [kind] = rest;
  const origin = { file: ctx.file, line: line.n, endLine: line.n };
  if (kind === 'mip') {
    const [, publicIp, hostWord, host, maskWord, mask] = rest;
    const prefix =
      maskWord === 'netmask'
        ? readPrefix([host ?? '', mask ?? ''], 0)
        : host
          ? { ip: host, prefix: 32 }
          : undefined;
    if (!isIp(publicIp) || hostWord !== 'host' || !prefix || !isIp(host)) {
      ctx.report('unsupported', 'NAT', line, 'SOS_MIP_UNREADABLE', 'The MIP could not be read.');
      return;
    }
    const real = ctx.valueAddress({ ip: host, prefix: prefix.prefix }, origin);
    const mapped = ctx.valueAddress({ ip: publicIp, prefix: prefix.prefix }, origin);
    ctx.mips.set(publicIp, real);
    ctx.model.nat.push(staticRule(ctx, `mip:${publicIp}`, line, iface, real, mapped, true));
    if (prefix.prefix < 32)
      ctx.note(
        'nat',
        `mip:${publicIp}`,
        'converted',
        'SOS_MIP_SUBNET',
        `Maps the /${prefix.prefix} subnet one to one.`,
      );
    return;
  }
  if (kind === 'vip') {
    let i = 1;
    const key = rest[i] === 'interface-ip' ? iface : (rest[i] ?? '');
    const publicIp = rest[i] === 'interface-ip' ? interfaceIp(ctx, iface) : rest[i];
    i += 1;
    if (rest[i] === '+') i += 1;
    const [port, service, host] = rest.slice(i);
    const realService = service ? services.resolve(service, origin) : undefined;
    if (
      !isIp(publicIp) ||
      !port ||
      !/^\d+$/.test(port) ||
      !isIp(host) ||
      !realService ||
      realService === 'any'
    ) {
      ctx.report(
        'unsupported',
        'NAT',
        line,
        'SOS_VIP_UNREADABLE',
        !isIp(publicIp)
          ? 'The VIP address (the interface address) is not known.'
          : `The VIP could not be read or its service ${service ?? ''} is not known.`,
      );
      return;
    }
    const term = ctx.model.services.find((s) => s.name === realService)?.terms[0];
    const protocol =
      term && (term.protocol === 'tcp' || term.protocol === 'udp') ? term.protocol : undefined;
    if (!protocol) {
      ctx.report(
        'unsupported',
        'NAT',
        line,
        'SOS_VIP_SERVICE',
        `VIP service ${service ?? ''} is not a TCP or UDP port: not converted.`,
      );
      return;
    }
    const real = ctx.valueAddress({ ip: host, prefix: 32 }, origin);
    const mapped = ctx.valueAddress({ ip: publicIp, prefix: 32 }, origin);
    const id = `vip:${key}:${port}`;
    const rule = staticRule(ctx, id, line, iface, real, mapped, false);
    rule.service = [realService];
    rule.translatedService = ctx.inlineService(
      `${protocol}-${port}`,
      [{ protocol, dst: [[Number(port), Number(port)]] }],
      origin,
    );
    ctx.model.nat.push(rule);
    ctx.vips.set(key, [...new Set([...(ctx.vips.get(key) ?? []), real])]);
    if (key !== publicIp) ctx.vips.set(publicIp, ctx.vips.get(key) ?? []);
    return;
  }
  if (kind === 'dip') {
    const [, id, start, end] = rest;
    if (!id || !isIp(start) || !isIp(end) || (parseIpv4(start) ?? 0) > (parseIpv4(end) ?? 0)) {
      ctx.report(
        'unsupported',
        'IP Pools',
        line,
        'SOS_DIP_UNREADABLE',
        'The DIP pool could not be read (shifting and extended DIPs are not converted).',
      );
      return;
    }
    const address =
      start === end
        ? ctx.valueAddress({ ip: start, prefix: 32 }, origin)
        : ctx.valueAddress({ start, end }, origin);
    ctx.dips.set(id, { address, line, used: false });
    return;
  }
  ctx.report(
    'unsupported',
    'NAT',
    line,
    'SOS_NAT_UNREADABLE',
    `Interface NAT setting "${rest.join(' ')}" is not converted (extended DIP, shifting).`,
  );
}

/** DIPs no policy uses are reported, not converted. */
export function reportDips(ctx: ScreenOsContext): void {
  for (const [id, dip] of ctx.dips) {
    const fixPort = dip.line.tokens.includes('fix-port');
    ctx.report(
      !dip.used ? 'ignored' : fixPort ? 'partial' : 'converted',
      'IP Pools',
      dip.line,
      dip.used ? 'SOS_DIP' : 'SOS_DIP_UNUSED',
      !dip.used
        ? `DIP ${id} is used by no policy.`
        : `DIP ${id} becomes the IP pool of the policies that use it (central SNAT).${fixPort ? ' fix-port (no port translation) is not kept: the FortiOS overload pool translates ports; use a fixed-port-range pool if peers need the original ports.' : ''}`,
      `dip ${id}`,
    );
  }
}
