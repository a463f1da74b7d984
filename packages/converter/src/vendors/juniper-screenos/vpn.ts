import type { TPhase1, TSelector } from '../../model/ir.js';
import { isIp, readPrefix, type SosContext } from './context.js';
import type { TSosLine } from './lines.js';

const VPN = 'VPN IPSEC Phase1 & Phase2';

const CIPHERS: Record<string, string> = {
  des: 'des',
  '3des': '3des',
  aes128: 'aes128',
  aes192: 'aes192',
  aes256: 'aes256',
  null: 'null',
};
const HASHES: Record<string, string> = {
  md5: 'md5',
  sha: 'sha1',
  'sha-1': 'sha1',
  'sha2-256': 'sha256',
  'sha2-384': 'sha384',
  'sha2-512': 'sha512',
  null: 'null',
};

/** One ScreenOS proposal as FortiOS sees it. */
interface TProposal {
  proposal: string;
  /** Phase1: the DH group; phase2: the PFS group (undefined = no PFS). */
  group?: number;
  lifetime: number;
  /** Phase1: preshared-key authentication. */
  preshare?: boolean;
}

// Predefined proposals: ScreenOS uses 28800 s for phase 1 and 3600 s for phase 2.
const P1_LIFETIME = 28800;
const P2_LIFETIME = 3600;

/** `sec-level` sets of predefined proposals. */
const SEC_LEVEL_P1: Record<string, string[]> = {
  standard: ['pre-g2-aes128-sha', 'pre-g2-3des-sha'],
  compatible: ['pre-g2-3des-sha', 'pre-g2-3des-md5', 'pre-g2-des-sha', 'pre-g2-des-md5'],
  basic: ['pre-g1-des-sha', 'pre-g1-des-md5'],
};
const SEC_LEVEL_P2: Record<string, string[]> = {
  standard: ['g2-esp-3des-sha', 'g2-esp-aes128-sha'],
  compatible: [
    'nopfs-esp-3des-sha',
    'nopfs-esp-3des-md5',
    'nopfs-esp-des-sha',
    'nopfs-esp-des-md5',
  ],
  basic: ['nopfs-esp-des-sha', 'nopfs-esp-des-md5'],
};

const fortiProposal = (cipher: string, hash: string): string | undefined => {
  const c = CIPHERS[cipher];
  const h = HASHES[hash];
  return c && h && !(c === 'null' && h === 'null') ? `${c}-${h}` : undefined;
};

/** `pre-g2-aes128-sha`: authentication, DH group, cipher, hash. */
function predefinedP1(name: string): TProposal | undefined {
  const m = /^(pre|rsa|dsa)-g(\d+)-([a-z0-9]+)-([a-z0-9-]+)$/.exec(name);
  if (!m?.[3] || !m[4] || m[3] === 'null' || m[4] === 'null') return undefined;
  const proposal = fortiProposal(m[3], m[4]);
  return proposal
    ? { proposal, group: Number(m[2]), lifetime: P1_LIFETIME, preshare: m[1] === 'pre' }
    : undefined;
}

/** `g2-esp-aes128-sha`, `nopfs-esp-3des-md5` (AH proposals have no FortiOS equivalent). */
function predefinedP2(name: string): TProposal | undefined {
  const m = /^(nopfs|g(\d+))-esp-([a-z0-9]+)-([a-z0-9-]+)$/.exec(name);
  if (!m?.[3] || !m[4]) return undefined;
  const proposal = fortiProposal(m[3], m[4]);
  if (!proposal) return undefined;
  return { proposal, ...(m[2] ? { group: Number(m[2]) } : {}), lifetime: P2_LIFETIME };
}

/** `second|minute|hour|day N` in a custom proposal. */
function lifetimeOf(tokens: string[], fallback: number): number {
  const units: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400 };
  for (const [unit, factor] of Object.entries(units)) {
    const at = tokens.indexOf(unit);
    const value = Number(tokens[at + 1]);
    if (at >= 0 && Number.isInteger(value) && value > 0) return value * factor;
  }
  return fallback;
}

/** `set ike p1-proposal "n" preshare group14 esp aes256 sha2-256 second 28800` (tokens after the name). */
function customP1(tokens: string[]): TProposal | undefined {
  const [auth, group, esp, cipher, hash] = tokens;
  const g = /^group(\d+)$/.exec(group ?? '');
  if (!g || esp !== 'esp' || !cipher || !hash || cipher === 'null' || hash === 'null')
    return undefined;
  const proposal = fortiProposal(cipher, hash);
  return proposal
    ? {
        proposal,
        group: Number(g[1]),
        lifetime: lifetimeOf(tokens, P1_LIFETIME),
        preshare: auth === 'preshare',
      }
    : undefined;
}

/** `set ike p2-proposal "n" group14|no-pfs esp aes256 sha2-256 second 3600` (tokens after the name). */
function customP2(tokens: string[]): TProposal | undefined {
  const [pfs, esp, cipher, hash] = tokens;
  const g = /^group(\d+)$/.exec(pfs ?? '');
  if ((!g && pfs !== 'no-pfs') || esp !== 'esp' || !cipher || !hash) return undefined;
  const proposal = fortiProposal(cipher, hash);
  return proposal
    ? {
        proposal,
        ...(g ? { group: Number(g[1]) } : {}),
        lifetime: lifetimeOf(tokens, P2_LIFETIME),
      }
    : undefined;
}

/** Value after a keyword, and every value after `proposal` (up to the next keyword). */
const after = (tokens: string[], word: string): string | undefined => {
  const at = tokens.indexOf(word);
  return at >= 0 ? tokens[at + 1] : undefined;
};
const proposalNames = (tokens: string[]): string[] => {
  const at = tokens.indexOf('proposal');
  return at >= 0 ? tokens.slice(at + 1) : [];
};

interface TGateway {
  name: string;
  ikev2: boolean;
  main?: TSosLine;
  options: TSosLine[];
}
interface TVpn {
  name: string;
  main?: TSosLine;
  bind?: TSosLine;
  proxies: TSosLine[];
  options: TSosLine[];
}

/**
 * Route-based ScreenOS IPsec: `set ike gateway` becomes a phase1-interface, `set vpn` bound to a
 * `tunnel.N` one phase2 per proxy-id (any/any without). The tunnel interface is the phase1:
 * its zone membership and its routes name the phase1. Policy-based VPNs stay reported.
 */
export class VpnReader {
  private readonly p1 = new Map<string, TSosLine>();
  private readonly p2 = new Map<string, TSosLine>();
  private readonly gateways = new Map<string, TGateway>();
  private readonly vpns = new Map<string, TVpn>();
  private readonly globals: TSosLine[] = [];

  constructor(private readonly ctx: SosContext) {}

  /** `set ike ...` and `set vpn ...` lines. */
  line(line: TSosLine): void {
    const t = line.tokens;
    if (t[1] === 'ike') {
      if ((t[2] === 'p1-proposal' || t[2] === 'p2-proposal') && t[3]) {
        (t[2] === 'p1-proposal' ? this.p1 : this.p2).set(t[3], line);
      } else if (t[2] === 'gateway' && t[3]) {
        const ikev2 = t[3] === 'ikev2';
        const name = (ikev2 ? t[4] : t[3]) ?? '';
        const gw = this.gateways.get(name) ?? { name, ikev2, options: [] };
        const word = t[ikev2 ? 5 : 4];
        if (!gw.main && (word === 'address' || word === 'dialup' || word === 'dynamic'))
          gw.main = line;
        else gw.options.push(line);
        this.gateways.set(name, gw);
      } else this.globals.push(line);
      return;
    }
    const name = t[2] ?? '';
    const vpn = this.vpns.get(name) ?? { name, proxies: [], options: [] };
    if (t[3] === 'gateway' && !vpn.main) vpn.main = line;
    else if (t.includes('bind') && !vpn.bind) vpn.bind = line;
    else if (t[3] === 'proxy-id') vpn.proxies.push(line);
    else vpn.options.push(line);
    this.vpns.set(name, vpn);
  }

  private proposals(names: string[], phase: 1 | 2, used: Set<string>): TProposal[] | undefined {
    const out: TProposal[] = [];
    for (const name of names) {
      const custom = (phase === 1 ? this.p1 : this.p2).get(name);
      const parsed = custom
        ? (phase === 1 ? customP1 : customP2)(custom.tokens.slice(4))
        : (phase === 1 ? predefinedP1 : predefinedP2)(name);
      if (!parsed) return undefined;
      if (custom) used.add(name);
      out.push(parsed);
    }
    return out.length ? out : undefined;
  }

  private levelOrProposals(tokens: string[], phase: 1 | 2, used: Set<string>) {
    const level = after(tokens, 'sec-level');
    const names = level
      ? ((phase === 1 ? SEC_LEVEL_P1 : SEC_LEVEL_P2)[level] ?? [])
      : proposalNames(tokens);
    return this.proposals(names, phase, used);
  }

  /**
   * Builds phase1s and phase2s and fills `ctx.tunnelPhase1`; call before interfaces and routes
   * are finished. Returns the lines it leaves to the generic command rules.
   */
  build(): TSosLine[] {
    const { ctx } = this;
    const leftover: TSosLine[] = [];
    const usedP1 = new Set<string>();
    const usedP2 = new Set<string>();
    const built = new Map<string, string>(); // gateway -> tunnel interface
    const policyBased = new Set<string>();
    const referenced = new Set<string>();
    for (const vpn of this.vpns.values()) {
      const lines = [vpn.main, vpn.bind, ...vpn.proxies, ...vpn.options].filter(
        (l): l is TSosLine => !!l,
      );
      const gwName = vpn.main ? (after(vpn.main.tokens, 'gateway') ?? '') : '';
      referenced.add(gwName);
      const bindAt = vpn.bind?.tokens.indexOf('bind') ?? -1;
      const tunnel =
        vpn.bind?.tokens[bindAt + 1] === 'interface' ? vpn.bind.tokens[bindAt + 2] : undefined;
      const fail = (code: string, why: string) =>
        ctx.reportLines('unsupported', VPN, lines, code, why, vpn.name);
      if (!vpn.main) {
        fail(
          vpn.options.some((l) => l.tokens[3] === 'manual')
            ? 'SOS_MANUAL_KEY'
            : 'SOS_VPN_INCOMPLETE',
          'Not converted: manual-key VPNs or VPNs without an IKE gateway: configure the tunnel by hand.',
        );
        continue;
      }
      if (!tunnel || !/^tunnel\.\d+$/i.test(tunnel)) {
        policyBased.add(gwName);
        fail(
          'SOS_POLICY_BASED_VPN',
          vpn.bind
            ? 'Bound to a tunnel zone, not a tunnel interface: not converted; bind it to a tunnel interface (route-based) on FortiOS.'
            : 'Policy-based VPN (no tunnel interface bound): not converted; configure a route-based tunnel and policies to its interface on FortiOS.',
        );
        continue;
      }
      const p2 = this.levelOrProposals(vpn.main.tokens, 2, usedP2);
      if (!p2) {
        fail(
          'SOS_VPN_PROPOSAL',
          'Not converted: a phase 2 proposal has no FortiOS equivalent (AH, or unknown algorithms).',
        );
        continue;
      }
      const problem = this.phase1(gwName, usedP1, built, tunnel);
      if (problem) {
        fail('SOS_VPN_GATEWAY', `Not converted: ${problem}.`);
        continue;
      }
      this.phase2(vpn, gwName, tunnel, p2);
    }
    // Gateways no route-based VPN uses.
    for (const gw of this.gateways.values()) {
      if (built.has(gw.name)) continue;
      const lines = [gw.main, ...gw.options].filter((l): l is TSosLine => !!l);
      if (policyBased.has(gw.name))
        ctx.reportLines(
          'unsupported',
          VPN,
          lines,
          'SOS_POLICY_BASED_VPN',
          'IKE gateway of a policy-based VPN: not converted.',
          gw.name,
        );
      else if (gw.main && gw.main.tokens[gw.ikev2 ? 5 : 4] !== 'address')
        ctx.reportLines(
          'unsupported',
          VPN,
          lines,
          'SOS_DIALUP_GATEWAY',
          'A dial-up or dynamic-peer IKE gateway: not converted yet (configure a FortiOS dial-up phase1, type dynamic).',
          gw.name,
        );
      else if (referenced.has(gw.name))
        ctx.reportLines(
          'unsupported',
          VPN,
          lines,
          'SOS_GATEWAY_NOT_CONVERTED',
          'No converted route-based VPN uses this IKE gateway (see its VPNs): not converted.',
          gw.name,
        );
      else leftover.push(...lines);
    }
    for (const [kind, map, used] of [
      ['phase1', this.p1, usedP1],
      ['phase2', this.p2, usedP2],
    ] as const) {
      for (const [name, line] of map) {
        if (used.has(name))
          ctx.report(
            'converted',
            VPN,
            line,
            'SOS_IKE_PROPOSAL',
            `Its algorithms go into each ${kind} that uses it.`,
            name,
          );
        else
          ctx.report(
            'ignored',
            VPN,
            line,
            'SOS_IKE_PROPOSAL_UNUSED',
            'No converted tunnel uses this proposal.',
            name,
          );
      }
    }
    for (const line of this.globals)
      ctx.report(
        'ignored',
        VPN,
        line,
        'SOS_IKE_GLOBAL',
        'Global IKE setting: FortiOS defaults apply.',
      );
    return leftover;
  }

  /** The phase1 of a gateway (once); a reason when it cannot be built. */
  private phase1(
    name: string,
    used: Set<string>,
    built: Map<string, string>,
    tunnel: string,
  ): string | undefined {
    const { ctx } = this;
    const done = built.get(name);
    if (done !== undefined)
      return done === tunnel
        ? undefined
        : `its gateway ${name} already serves ${done} (FortiOS needs one phase1-interface per tunnel)`;
    if ([...ctx.tunnelPhase1.keys()].includes(tunnel))
      return `${tunnel} already carries another VPN (next-hop tunnel binding is not converted)`;
    const gw = this.gateways.get(name);
    const t = gw?.main?.tokens ?? [];
    const rest = t.slice(gw?.ikev2 ? 5 : 4);
    const peer = rest[0] === 'address' ? rest[1] : undefined;
    const iface = after(rest, 'outgoing-interface');
    if (!gw?.main) return `its IKE gateway ${name} is not in the file`;
    if (!peer || !isIp(peer))
      return `IKE gateway ${name} has a dial-up, dynamic or FQDN peer (not converted yet)`;
    if (!iface) return `IKE gateway ${name} has no outgoing interface`;
    if (!rest.includes('preshare'))
      return `IKE gateway ${name} authenticates with certificates (not converted)`;
    const proposals = this.levelOrProposals(rest, 1, used);
    if (!proposals || proposals.some((p) => !p.preshare))
      return `a phase 1 proposal of ${name} has no FortiOS equivalent or is not preshared-key`;
    const phase1: TPhase1 = {
      name,
      origin: ctx.origin([gw.main]),
      interface: iface,
      peer,
      ikeVersion: gw.ikev2 ? 2 : 1,
      ...(!gw.ikev2 && rest.includes('Aggr') ? { mode: 'aggressive' as const } : {}),
      ...(!gw.ikev2 && rest.includes('Main') ? { mode: 'main' as const } : {}),
      proposals: [...new Set(proposals.map((p) => p.proposal))],
      dhGroups: [...new Set(proposals.map((p) => p.group ?? 2))],
      lifetimeSeconds: Math.min(...proposals.map((p) => p.lifetime)),
      authentication: 'psk',
      secretPresent: true,
    };
    for (const line of gw.options) this.gatewayOption(line, name);
    phase1.origin = ctx.objectLines([gw.main, ...gw.options], VPN, name, 'phase1');
    ctx.model.phase1.push(phase1);
    ctx.tunnelPhase1.set(tunnel, name);
    built.set(name, tunnel);
    if (new Set(proposals.map((p) => p.lifetime)).size > 1)
      ctx.note(
        'phase1',
        name,
        'partial',
        'SOS_PROPOSAL_LIFETIMES',
        'Its proposals have different lifetimes: FortiOS has one keylife (the shortest is used).',
      );
    return undefined;
  }

  private gatewayOption(line: TSosLine, name: string): void {
    const t = line.tokens;
    const word = t[this.gateways.get(name)?.ikev2 ? 5 : 4] ?? '';
    if (word === 'nat-traversal')
      this.ctx.report(
        'converted',
        VPN,
        line,
        'SOS_NAT_TRAVERSAL',
        'NAT traversal: FortiOS phase1-interfaces enable it by default.',
        name,
      );
    else if (word === 'dpd-liveness' || word === 'heartbeat')
      this.ctx.report(
        'partial',
        VPN,
        line,
        'SOS_DPD',
        'Dead peer detection is not carried over: set dpd on-idle on the phase1-interface.',
        name,
      );
    else
      this.ctx.report(
        'unsupported',
        VPN,
        line,
        'SOS_GATEWAY_OPTION',
        `IKE gateway setting ${word} is not converted.`,
        name,
      );
  }

  /** One phase2 per proxy-id (any/any without one). */
  private phase2(vpn: TVpn, phase1: string, tunnel: string, proposals: TProposal[]): void {
    const { ctx } = this;
    const groups = [
      ...new Set(proposals.map((p) => p.group).filter((g): g is number => g !== undefined)),
    ];
    const base = {
      phase1,
      proposals: [...new Set(proposals.map((p) => p.proposal))],
      pfs: groups.length > 0,
      dhGroups: groups,
      lifetimeSeconds: Math.min(...proposals.map((p) => p.lifetime)),
    };
    const notes: [string, string][] = [];
    if (groups.length && proposals.some((p) => p.group === undefined))
      notes.push([
        'SOS_MIXED_PFS',
        'Its proposals mix PFS and no PFS: FortiOS phase2 uses PFS (no-PFS peers will not match).',
      ]);
    if (new Set(proposals.map((p) => p.lifetime)).size > 1)
      notes.push([
        'SOS_PROPOSAL_LIFETIMES',
        'Its proposals have different lifetimes: the shortest is used.',
      ]);
    for (const line of vpn.options) this.vpnOption(line, vpn.name);
    const head = [vpn.main, vpn.bind].filter((l): l is TSosLine => !!l);
    const names: string[] = [];
    if (vpn.proxies.length === 0) {
      ctx.model.phase2.push({
        ...base,
        name: vpn.name,
        origin: ctx.objectLines(head, VPN, vpn.name, 'phase2'),
        local: { kind: 'any' },
        remote: { kind: 'any' },
      });
      names.push(vpn.name);
    } else {
      for (const line of head)
        ctx.report(
          'converted',
          VPN,
          line,
          'SOS_VPN',
          `Tunnel of ${phase1} on ${tunnel}: one phase2 per proxy-id.`,
          vpn.name,
        );
    }
    vpn.proxies.forEach((line, index) => {
      const name = vpn.proxies.length === 1 ? vpn.name : `${vpn.name}-${index + 1}`;
      const t = line.tokens;
      const local = this.selector(t, t.indexOf('local-ip') + 1);
      const remoteAt = t.indexOf('remote-ip') + 1;
      const remote = this.selector(t, remoteAt);
      if (!local || !remote || t.indexOf('local-ip') < 0 || remoteAt === 0) {
        ctx.report(
          'unsupported',
          VPN,
          line,
          'SOS_PROXY_ID',
          'The proxy-id could not be read (IPv6 is not converted).',
          name,
        );
        return;
      }
      ctx.model.phase2.push({
        ...base,
        name,
        origin: ctx.objectLines([line], VPN, name, 'phase2'),
        local: local.selector,
        remote: remote.selector,
      });
      names.push(name);
      const service = t[remoteAt + remote.used];
      if (service && service.toUpperCase() !== 'ANY')
        ctx.note(
          'phase2',
          name,
          'partial',
          'SOS_PROXY_SERVICE',
          `Its service selector ${service} is not carried over (the phase2 carries every protocol).`,
        );
    });
    for (const name of names)
      for (const [code, message] of notes) ctx.note('phase2', name, 'partial', code, message);
  }

  private selector(
    tokens: string[],
    at: number,
  ): { selector: TSelector; used: number } | undefined {
    const prefix = readPrefix(tokens, at);
    if (!prefix) return undefined;
    return {
      selector:
        prefix.prefix === 0
          ? { kind: 'any' }
          : { kind: 'prefix', prefix: { ip: prefix.ip, prefix: prefix.prefix } },
      used: prefix.used,
    };
  }

  private vpnOption(line: TSosLine, name: string): void {
    const word = line.tokens[3] ?? '';
    if (word === 'monitor')
      this.ctx.report(
        'partial',
        VPN,
        line,
        'SOS_VPN_MONITOR',
        'VPN monitoring is not carried over: use FortiOS dpd or link monitoring.',
        name,
      );
    else if (word === 'df-bit' || word === 'dscp-mark')
      this.ctx.report(
        'ignored',
        VPN,
        line,
        'SOS_VPN_TUNING',
        `VPN ${word} setting: FortiOS defaults apply.`,
        name,
      );
    else
      this.ctx.report(
        'unsupported',
        VPN,
        line,
        'SOS_VPN_OPTION',
        `VPN setting ${word} is not converted.`,
        name,
      );
  }
}
