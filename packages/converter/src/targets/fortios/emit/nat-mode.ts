import type { TConfigModel, TNatRule } from '../../../model/ir.js';

/**
 * FortiOS has two NAT modes (FortiOS Administration Guide, "Central SNAT"): policy NAT, where
 * each policy carries its source NAT (`set nat enable`, `ippool`/`poolname`) and names a VIP in
 * `dstaddr` to translate destinations, and central NAT (`config system settings` /
 * `set central-nat enable`), where VIPs apply on their own and source NAT is the ordered
 * `firewall central-snat-map`.
 */
export type TNatMode = 'policy' | 'central';

/** A rule only a `central-snat-map` row can express: a source translation or an exemption. */
export function needsCentralSnat(rule: TNatRule): boolean {
  return rule.type === 'identity' || rule.translatedSrc.kind !== 'none';
}

/** The generated mapped addresses of a FortiOS source's VIPs (which its policies named). */
export function vipMappedAddresses(model: TConfigModel): Set<string> {
  const generated = new Set(model.addresses.filter((a) => a.generated).map((a) => a.name));
  const mapped = new Set<string>();
  for (const rule of model.nat) {
    if (rule.translatedDst.kind === 'address' && generated.has(rule.translatedDst.ref))
      mapped.add(rule.translatedDst.ref);
  }
  return mapped;
}

/**
 * The NAT mode of the output: the one asked for, else the source's own. A FortiOS source is in
 * policy mode when its policies carry NAT or name VIPs; every other source's model is central
 * (policies match real addresses, NAT rules stand apart). Policy mode cannot hold central SNAT
 * rows, nor the destination NAT of a source whose policies name real addresses: then central.
 */
export function natModeOf(model: TConfigModel, requested?: TNatMode): TNatMode {
  const fortios = model.vendor === 'fortinet';
  const possible =
    !model.nat.some(needsCentralSnat) &&
    (fortios || model.nat.every((rule) => rule.translatedDst.kind === 'none'));
  if (requested === 'central' || !possible) return 'central';
  if (requested === 'policy') return 'policy';
  const mapped = fortios ? vipMappedAddresses(model) : new Set<string>();
  const source = model.policies.some(
    (p) => p.nat !== undefined || (p.dstAddr !== 'any' && p.dstAddr.some((n) => mapped.has(n))),
  );
  return source ? 'policy' : 'central';
}
