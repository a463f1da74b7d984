import type { ScreenOsContext } from './context.js';
import { after, buildPhase1, gatewayWords, type TGateway } from './ike-gateway.js';
import {
  customP1,
  customP2,
  predefinedP1,
  predefinedP2,
  SEC_LEVEL_P1,
  SEC_LEVEL_P2,
  type TProposal,
} from './ike-proposals.js';
import type { TSosLine } from './lines.js';
import type { TBuiltPolicy } from './policies.js';
import { selectorPairs } from './policy-vpn.js';
import { buildPhase2s, VPN, type TVpn } from './vpn-phase2.js';

/** Key of the phase1s that policy-based VPNs share (they have no tunnel interface). */
const POLICY_BASED = '(policy-based)';

/**
 * ScreenOS IPsec: `set ike gateway` becomes a phase1-interface. A VPN bound to a `tunnel.N`
 * gets one phase2 per proxy-id (any/any without); the tunnel interface is the phase1, so its
 * zone and routes name it. A policy-based VPN (no binding) is made route-based: its phase2s
 * wait for the tunnel policies, whose addresses become the selectors (`finishPolicyBased`).
 */
export class VpnReader {
  private readonly p1 = new Map<string, TSosLine>();
  private readonly p2 = new Map<string, TSosLine>();
  private readonly gateways = new Map<string, TGateway>();
  private readonly vpns = new Map<string, TVpn>();
  private readonly globals: TSosLine[] = [];
  private readonly pending: { vpn: TVpn; phase1: string; list: TProposal[]; from: string }[] = [];

  constructor(private readonly ctx: ScreenOsContext) {}

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
    this.ctx.vpnNames.add(name);
    const vpn = this.vpns.get(name) ?? { name, proxies: [], options: [] };
    if (t[3] === 'gateway' && !vpn.main) vpn.main = line;
    else if (t.includes('bind') && !vpn.bind) vpn.bind = line;
    else if (t[3] === 'proxy-id') vpn.proxies.push(line);
    else vpn.options.push(line);
    this.vpns.set(name, vpn);
  }

  /** The proposals a line names (`sec-level X` or `proposal "a" "b"`), and how to cite them. */
  private proposals(tokens: string[], phase: 1 | 2, used: Set<string>) {
    const level = after(tokens, 'sec-level');
    const at = tokens.indexOf('proposal');
    const names = level
      ? ((phase === 1 ? SEC_LEVEL_P1 : SEC_LEVEL_P2)[level] ?? [])
      : at >= 0
        ? tokens.slice(at + 1)
        : [];
    const from = level ? `sec-level ${level}` : `proposals ${names.join(', ')}`;
    const list: TProposal[] = [];
    for (const name of names) {
      const custom = (phase === 1 ? this.p1 : this.p2).get(name);
      const parsed = custom
        ? (phase === 1 ? customP1 : customP2)(custom.tokens.slice(4))
        : (phase === 1 ? predefinedP1 : predefinedP2)(name);
      if (!parsed) return { from };
      if (custom) used.add(name);
      list.push(parsed);
    }
    return list.length ? { list, from } : { from };
  }

  /**
   * Builds phase1s, route-based phase2s and `ctx.tunnelPhase1` / `ctx.policyVpns`; call before
   * interfaces, routes and policies are finished.
   */
  build(): void {
    const { ctx } = this;
    const usedP1 = new Set<string>();
    const usedP2 = new Set<string>();
    const built = new Map<string, string>(); // gateway -> tunnel interface (or POLICY_BASED)
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
      if (vpn.bind && (!tunnel || !/^tunnel\.\d+$/i.test(tunnel))) {
        fail(
          'SOS_TUNNEL_ZONE_BINDING',
          'Bound to a tunnel zone, not a tunnel interface: not converted; bind it to a tunnel interface (route-based) on FortiOS.',
        );
        continue;
      }
      const p2 = this.proposals(vpn.main.tokens, 2, usedP2);
      if (!p2.list) {
        fail(
          'SOS_VPN_PROPOSAL',
          'Not converted: a phase 2 proposal has no FortiOS equivalent (AH, or unknown algorithms).',
        );
        continue;
      }
      const problem = this.phase1(gwName, usedP1, built, tunnel ?? POLICY_BASED);
      if (problem) {
        fail('SOS_VPN_GATEWAY', `Not converted: ${problem}.`);
        continue;
      }
      if (tunnel) buildPhase2s(ctx, vpn, gwName, p2.list, p2.from, { kind: 'route', tunnel });
      else {
        const iface = after(gatewayWords(this.gateways.get(gwName)), 'outgoing-interface') ?? '';
        ctx.policyVpns.set(vpn.name, { phase1: gwName, iface });
        this.pending.push({ vpn, phase1: gwName, list: p2.list, from: p2.from });
      }
    }
    this.unbuiltGateways(built, referenced);
    this.reportProposals(usedP1, usedP2);
    for (const line of this.globals)
      ctx.report(
        'ignored',
        VPN,
        line,
        'SOS_IKE_GLOBAL',
        'Global IKE setting: FortiOS defaults apply.',
      );
  }

  /** The phase2s of policy-based VPNs, from the tunnel policies that converted. */
  finishPolicyBased(policies: TBuiltPolicy[]): void {
    for (const { vpn, phase1, list, from } of this.pending) {
      const mine = policies.filter((p) => p.tunnel?.vpn === vpn.name);
      buildPhase2s(this.ctx, vpn, phase1, list, from, {
        kind: 'policy',
        pairs: selectorPairs(mine),
        policies: mine.map((p) => p.policy.id),
      });
    }
  }

  /** The phase1 of a gateway (once per tunnel); a reason when it cannot be built. */
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
    if (ctx.tunnelPhase1.has(tunnel))
      return `${tunnel} already carries another VPN (next-hop tunnel binding is not converted)`;
    const problem = buildPhase1(ctx, this.gateways.get(name), name, (words) =>
      this.proposals(words, 1, used),
    );
    if (problem) return problem;
    if (tunnel !== POLICY_BASED) ctx.tunnelPhase1.set(tunnel, name);
    built.set(name, tunnel);
    return undefined;
  }

  /** Gateways no VPN converted with. */
  private unbuiltGateways(built: Map<string, string>, referenced: Set<string>): void {
    for (const gw of this.gateways.values()) {
      if (built.has(gw.name)) continue;
      const lines = [gw.main, ...gw.options].filter((l): l is TSosLine => !!l);
      if (referenced.has(gw.name))
        this.ctx.reportLines(
          'unsupported',
          VPN,
          lines,
          'SOS_GATEWAY_NOT_CONVERTED',
          'No converted VPN uses this IKE gateway (see its VPNs): not converted.',
          gw.name,
        );
      else
        this.ctx.reportLines(
          'ignored',
          VPN,
          lines,
          'SOS_GATEWAY_UNUSED',
          'No VPN uses this IKE gateway: nothing to convert.',
          gw.name,
        );
    }
  }

  private reportProposals(usedP1: Set<string>, usedP2: Set<string>): void {
    for (const [kind, map, used] of [
      ['phase1', this.p1, usedP1],
      ['phase2', this.p2, usedP2],
    ] as const) {
      for (const [name, line] of map) {
        if (used.has(name))
          this.ctx.report(
            'converted',
            VPN,
            line,
            'SOS_IKE_PROPOSAL',
            `Its algorithms go into each ${kind} that uses it.`,
            name,
          );
        else
          this.ctx.report(
            'ignored',
            VPN,
            line,
            'SOS_IKE_PROPOSAL_UNUSED',
            'No converted tunnel uses this proposal.',
            name,
          );
      }
    }
  }
}
