import type { TVerdictStatus, TVerification } from '../verify/verify.js';

/**
 * Fixtures whose honest verdict is not `equivalent` (issue 17 item 1), by `<vendor folder>/
 * <fixture>`, with why: something of the source is genuinely not compared, or the output
 * genuinely differs. A fixture that starts to verify equivalent fails here until removed.
 */
const DECLARED: Record<string, { verdict: TVerdictStatus; why: string }> = {
  'cisco-asa/acl.cfg': { verdict: 'unknown', why: 'its IPv6 rule (any6) is not converted' },
  'cisco-asa/box.cfg': { verdict: 'nothing_compared', why: 'device settings only, no rule' },
  'cisco-asa/nat.cfg': {
    verdict: 'unknown',
    why: 'the source-port translation of a static NAT of a service is not compared',
  },
  'paloalto/panorama.xml': {
    verdict: 'unknown',
    why: 'ethernet1/1 is a DHCP client: its default route is not in the file, so unrouted destinations are not compared',
  },
  'juniper-screenos/nat.cfg': {
    verdict: 'unknown',
    why: 'extended DIP and some interface NAT are not converted',
  },
  'juniper-screenos/policies.cfg': {
    verdict: 'unknown',
    why: 'policies naming undefined addresses and policy-based VPN policies are not converted',
  },
  'juniper-screenos/vpn-dialup-weak.cfg': {
    verdict: 'unknown',
    why: 'its policy-based VPN policy is not converted',
  },
  'juniper-screenos/vpn-policy-based.cfg': {
    verdict: 'unknown',
    why: 'a policy-based VPN policy whose tunnel side is unclear is not converted',
  },
  'juniper-srx/match-conditions.set.cfg': {
    verdict: 'widened',
    why: 'the Junos application condition (junos:FACEBOOK-ACCESS) is not in the output',
  },
  'juniper-srx/nat-kept.set.cfg': {
    verdict: 'unknown',
    why: 'static-nat inet (NAT64, NPTv6) is not converted',
  },
  'juniper-srx/proxy-arp.set.cfg': {
    verdict: 'unknown',
    why: 'a proxy ARP entry with no converted NAT rule is not converted',
  },
  'juniper-srx/scheduler-missing.set.cfg': {
    verdict: 'unknown',
    why: 'a policy names an undefined scheduler: read incompletely, not compared',
  },
};

/** `<vendor folder>/<fixture>` of a fixture in `.../vendors/<vendor>/fixtures/[sub/]`. */
const declaredKey = (dir: string, name: string) =>
  `${/vendors\/([^/]+)\/fixtures\//.exec(dir)?.[1] ?? dir}/${name}`;

const VERDICT_COMMENT =
  /expect-verdict:\s*(equivalent|widened|narrowed|unknown|nothing_compared)\b/;

/**
 * The verdict a golden fixture expects: `equivalent` unless declared otherwise, by a comment
 * among its first lines (`! expect-verdict: unknown (the IPv6 rule is not converted)`), the
 * suite's `verdicts` map (fixture name -> verdict) or the table above. Anything but
 * `equivalent` is an honest result that something was not compared or differs: say why.
 */
export function expectedVerdict(
  dir: string,
  name: string,
  text: string,
  verdicts: Readonly<Record<string, TVerdictStatus>> = {},
): TVerdictStatus {
  const head = text.split(/\r?\n/, 5).join('\n');
  const declared = VERDICT_COMMENT.exec(head)?.[1] as TVerdictStatus | undefined;
  return declared ?? verdicts[name] ?? DECLARED[declaredKey(dir, name)]?.verdict ?? 'equivalent';
}

/**
 * What every verdict must carry to be believed: each difference a packet and the rules that
 * decide it, a `Not proven` its reason; never `equivalent` with something left uncompared.
 */
export function expectVerdictBacked(verification: TVerification | undefined): string[] {
  const problems: string[] = [];
  if (!verification) return ['no verification'];
  const { status } = verification;
  for (const finding of [...verification.widened, ...verification.narrowed]) {
    if (!finding.packet || finding.source.action === finding.target.action)
      problems.push(`finding without a differing packet: ${JSON.stringify(finding)}`);
  }
  if (status === 'widened' && verification.widened.length === 0) problems.push('widened, no rule');
  if (status === 'narrowed' && verification.narrowed.length === 0)
    problems.push('narrowed, no rule');
  if ((status === 'unknown' || status === 'nothing_compared') && !verification.reason)
    problems.push(`${status} without a reason`);
  if (status === 'equivalent' && verification.uncompared.length > 0)
    problems.push('equivalent with items not compared');
  return problems;
}
