import type { TPhase1, TPhase2, TSelector } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';

const VPN = 'VPN IPSEC Phase1 & Phase2';

const ENCRYPTION: Readonly<Record<string, string>> = {
  des: 'des',
  '3des': '3des',
  'aes-128': 'aes128',
  'aes-192': 'aes192',
  'aes-256': 'aes256',
  'aes-gcm-128': 'aes128gcm',
  'aes-gcm-256': 'aes256gcm',
};

/** `sha2-256`, `hmac-sha2-256`, `md5`, `sha1` -> FortiOS hash names. */
const hashOf = (word: string): string | undefined =>
  ({ md5: 'md5', sha1: 'sha1', 'sha2-256': 'sha256', 'sha2-384': 'sha384', 'sha2-512': 'sha512' })[
    word.replace(/^hmac-/, '').replace(/-96$/, '')
  ];

const pairs = (enc: string[], hashes: string[]): string[] =>
  enc.flatMap((e) => (e.endsWith('gcm') ? [e] : hashes.map((h) => `${e}-${h}`)));

function algorithms(
  words: readonly string[],
  table: (w: string) => string | undefined,
  unread: string[],
): string[] {
  const out: string[] = [];
  for (const word of words) {
    const name = table(word);
    if (name) out.push(name);
    else unread.push(word);
  }
  return out;
}

const encOf = (w: string) => ENCRYPTION[w];

/** What became of a proposal view: converted into the phases naming it, or not all read. */
function proposalReport(
  ctx: HuaweiContext,
  view: TVrpLine,
  status: 'converted' | 'unsupported' | 'unrecognised',
  code: string,
  message: string,
): void {
  ctx.report(status, VPN, view, code, message, view.words[2]);
}

/** `ike proposal N` views. */
export function readIkeProposals(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    let enc: string[] = ['aes256'];
    let auth: string[] = ['sha256'];
    let integrity: string[] | undefined;
    let dh = [14];
    const unread: string[] = [];
    for (const line of view.children) {
      const [w0, w1] = line.words;
      const rest = line.words.slice(1);
      if (w0 === 'encryption-algorithm') enc = algorithms(rest, encOf, unread);
      else if (w0 === 'authentication-algorithm') auth = algorithms(rest, hashOf, unread);
      else if (w0 === 'integrity-algorithm') integrity = algorithms(rest, hashOf, unread);
      else if (w0 === 'dh')
        dh = rest.map((g) => Number(g.replace(/^group/, ''))).filter(Number.isInteger);
      else if (w0 === 'authentication-method' || w0 === 'prf' || (w0 === 'sa' && w1 === 'duration'))
        continue;
      else unread.push(line.text);
    }
    const name = view.words[2] ?? '';
    ctx.ikeProposals.set(name, { proposals: pairs(enc, integrity ?? auth), dhGroups: dh });
    proposalReport(
      ctx,
      view,
      unread.length ? 'unrecognised' : 'converted',
      'HW_IKE_PROPOSAL',
      unread.length
        ? `Not read in ike proposal ${name}: ${unread.join(', ')}.`
        : `IKE proposal ${name}: the proposals and DH groups of the phase 1 naming it.`,
    );
  }
}

/** `ipsec proposal P` views: ESP encryption x authentication pairs. */
export function readIpsecProposals(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    let enc: string[] = ['aes256'];
    let auth: string[] = ['sha256'];
    const unread: string[] = [];
    for (const line of view.children) {
      const [w0, w1] = line.words;
      const rest = line.words.slice(2);
      if (w0 === 'esp' && w1 === 'encryption-algorithm') enc = algorithms(rest, encOf, unread);
      else if (w0 === 'esp' && w1 === 'authentication-algorithm')
        auth = algorithms(rest, hashOf, unread);
      else if (w0 === 'transform' || w0 === 'encapsulation-mode') {
        if (line.words[1] !== 'esp' && line.words[1] !== 'tunnel') unread.push(line.text);
      } else unread.push(line.text);
    }
    const name = view.words[2] ?? '';
    ctx.ipsecProposals.set(name, pairs(enc, auth));
    proposalReport(
      ctx,
      view,
      unread.length ? 'unsupported' : 'converted',
      'HW_IPSEC_PROPOSAL',
      unread.length
        ? `Not converted in ipsec proposal ${name}: ${unread.join(', ')} (FortiOS phase 2 is ESP in tunnel mode).`
        : `IPsec proposal ${name}: the proposals of the phase 2 naming it.`,
    );
  }
}

/** `ike peer P` views: one phase 1 each (the interface comes from the IPsec policy using it). */
export function readIkePeers(
  ctx: HuaweiContext,
  views: readonly TVrpLine[],
  peerInterface: Map<string, string>,
): void {
  for (const view of views) {
    const name = view.words[2] ?? '';
    const phase1: TPhase1 = {
      name,
      origin: ctx.origin(view),
      interface: peerInterface.get(name) ?? '',
      peer: 'dynamic',
      ikeVersion: 2,
      proposals: [],
      dhGroups: [],
      authentication: 'psk',
      secretPresent: false,
    };
    for (const line of view.children) {
      const [w0, w1, w2] = line.words;
      if (w0 === 'pre-shared-key') phase1.secretPresent = true;
      else if (w0 === 'ike-proposal' && w1) {
        const p = ctx.ikeProposals.get(w1);
        if (p) {
          phase1.proposals.push(...p.proposals);
          phase1.dhGroups.push(...p.dhGroups);
        } else
          ctx.report(
            'unrecognised',
            VPN,
            line,
            'HW_IKE_PROPOSAL_MISSING',
            `IKE proposal ${w1} is not in the file.`,
            name,
          );
      } else if (w0 === 'remote-address' && w1) phase1.peer = w1;
      else if (w0 === 'undo' && w1 === 'version' && w2 === '2') phase1.ikeVersion = 1;
      else if (w0 === 'version') continue;
      else if (w0 === 'exchange-mode' && (w1 === 'main' || w1 === 'aggressive')) phase1.mode = w1;
      else if (w0 === 'remote-id' && w1) phase1.peerId = w1;
      else if (!['local-id-type', 'dpd', 'nat', 'local-id', 'remote-id-type'].includes(w0 ?? ''))
        ctx.report(
          'unrecognised',
          VPN,
          line,
          'HW_IKE_PEER_LINE',
          `Not read: "${line.text}".`,
          name,
        );
    }
    if (phase1.proposals.length === 0) {
      const p = ctx.ikeProposals.get('default');
      phase1.proposals.push(...(p?.proposals ?? ['aes256-sha256']));
      phase1.dhGroups.push(...(p?.dhGroups ?? [14]));
    }
    phase1.proposals = [...new Set(phase1.proposals)];
    phase1.dhGroups = [...new Set(phase1.dhGroups)];
    if (!phase1.interface) {
      ctx.report(
        'unsupported',
        VPN,
        view,
        'HW_IKE_PEER_UNUSED',
        `IKE peer ${name} is used by no IPsec policy applied to an interface: not converted.`,
        name,
      );
      continue;
    }
    ctx.model.phase1.push(phase1);
    if (phase1.secretPresent)
      ctx.note(
        'phase1',
        name,
        'partial',
        'HW_PSK_PLACEHOLDER',
        'The pre-shared key is cipher text: the output has a placeholder; enter the key.',
        'cosmetic',
      );
  }
}

/** `rule N permit ip source A W destination B W` of an advanced ACL: selectors. */
function selectorOf(words: readonly string[], key: string): TSelector | undefined {
  const at = words.indexOf(key);
  if (at < 0) return { kind: 'any' };
  const ip = words[at + 1] ?? '';
  const wildcard = words[at + 2] ?? '';
  if (wildcard === '0')
    return ((p) => p && { kind: 'prefix' as const, prefix: p })(parsePrefix(ip));
  const mask = wildcard
    .split('.')
    .map((o) => String(255 - Number(o)))
    .join('.');
  const prefix = parsePrefix(`${ip}/${mask}`);
  return prefix && { kind: 'prefix', prefix };
}

/** `ipsec policy MAP SEQ isakmp` views: one phase 2 per permit rule of their ACL. */
export function readIpsecPolicies(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const [, , map = '', seq = ''] = view.words;
    const get = (k: string) => view.children.find((l) => l.words[0] === k);
    const peer = get('ike-peer')?.words[1] ?? '';
    const acl = get('security')?.words[2] ?? '';
    const proposal = get('proposal')?.words[1] ?? '';
    const pfs = get('pfs')?.words[1];
    const rules = ctx.acls.get(acl)?.children ?? [];
    const fail = (why: string) =>
      ctx.report(
        'unsupported',
        VPN,
        view,
        'HW_IPSEC_POLICY_NOT_CONVERTED',
        `IPsec policy ${map} ${seq}: ${why}.`,
        map,
      );
    if (view.words[4] !== 'isakmp') {
      fail(
        'only IKE (isakmp) policies are converted; manual SAs and policy templates (dial-up) are rebuilt by hand',
      );
      continue;
    }
    if (!ctx.model.phase1.some((p) => p.name === peer)) {
      fail(`IKE peer ${peer} is not converted`);
      continue;
    }
    const permits = rules.filter((r) => r.words[2] === 'permit');
    if (permits.length === 0) {
      fail(`ACL ${acl} has no permit rule to take selectors from`);
      continue;
    }
    ctx.report(
      'converted',
      VPN,
      { n: ctx.acls.get(acl)?.n ?? view.n, end: ctx.acls.get(acl)?.n ?? view.n },
      'HW_IPSEC_ACL',
      `ACL ${acl}: the selectors of IPsec policy ${map}.`,
      acl,
    );
    permits.forEach((rule, k) => {
      const local = selectorOf(rule.words, 'source');
      const remote = selectorOf(rule.words, 'destination');
      if (!local || !remote)
        return ctx.report(
          'unsupported',
          VPN,
          rule,
          'HW_IPSEC_SELECTOR',
          `A selector with a discontiguous wildcard: not converted.`,
          map,
        );
      const phase2: TPhase2 = {
        name: `${map}_${seq}_${k + 1}`,
        origin: ctx.origin(view),
        phase1: peer,
        local,
        remote,
        proposals: ctx.ipsecProposals.get(proposal) ?? ['aes256-sha256'],
        pfs: pfs !== undefined,
        dhGroups: pfs ? [Number(pfs.replace(/^dh-group/, ''))] : [],
      };
      ctx.model.phase2.push(phase2);
      ctx.report(
        'converted',
        VPN,
        rule,
        'HW_IPSEC_SELECTOR',
        `Selector of phase 2 ${phase2.name}.`,
        map,
      );
    });
    throughTunnel(ctx, peer);
  }
}

/**
 * Huawei encrypts on the interface (policy-based): traffic to the remote networks leaves, and
 * decrypted traffic arrives, on the interface of the IPsec policy, so the security rules of its
 * zone decide it. On FortiOS the emitter routes the remote selectors to the phase1-interface,
 * so every rule naming that zone also names the tunnel, on the same side.
 */
function throughTunnel(ctx: HuaweiContext, peer: string): void {
  const phase1 = ctx.model.phase1.find((p) => p.name === peer);
  const zone = phase1 && ctx.interfaceOf(phase1.interface)?.zone;
  if (!phase1 || !zone) {
    ctx.note(
      'phase1',
      peer,
      'partial',
      'HW_IPSEC_NO_ZONE',
      `The interface of IKE peer ${peer} is in no zone: allow the tunnel traffic with policies on the tunnel interface ${peer} by hand.`,
      'narrows',
    );
    return;
  }
  for (const policy of ctx.model.policies) {
    const sides = (['srcIntf', 'dstIntf'] as const).filter((side) => {
      const list = policy[side];
      return list !== 'any' && list.includes(zone) && !list.includes(peer);
    });
    for (const side of sides) policy[side] = [...(policy[side] as string[]), peer];
    if (sides.length > 0)
      ctx.note(
        'policies',
        policy.id,
        'converted',
        'HW_POLICY_TUNNEL',
        `Also on the tunnel interface ${peer}: Huawei encrypts on ${phase1.interface} (zone ${zone}), FortiOS routes the remote networks of ${peer} to its tunnel interface.`,
      );
  }
  ctx.note(
    'phase1',
    peer,
    'converted',
    'HW_IPSEC_POLICY_BASED',
    `The IPsec policy on ${phase1.interface} becomes route-based: the remote networks are routed to the tunnel interface, and the rules of zone ${zone} also name it. Traffic to those networks from outside the local selectors goes into the tunnel too (Huawei sends it in clear): check the phase 2 selectors.`,
  );
}
