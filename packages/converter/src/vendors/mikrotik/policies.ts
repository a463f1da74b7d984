import type { TPolicy } from '../../model/ir.js';
import { effectOfDropping, type MikrotikContext, type TMtAt } from './context.js';
import { byChainOf, flattenChain, ruleHead, type TChainIssue, type TFlatRule } from './chains.js';
import type { TMtCommand } from './lines.js';
import { combinedProps, matchesNothing, readMatch, type TMatch } from './rule-matchers.js';
import { ANY_TO_ANY, wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

const POL = 'Policies';

const ISSUES: Readonly<Record<TChainIssue['kind'], string>> = {
  loop: 'Jumps back into a chain it is called from (a loop): not followed.',
  'conditional-return':
    'A return with conditions: the rules after it in its chain apply, in the output, also to the packets it sends back. Not converted; rewrite the chain without it.',
  'too-deep': 'Jumps nest deeper than 16 chains: not followed.',
  budget: 'The flattened chains exceed 200,000 rules: the rest is not converted.',
};

/** What a rule's connection-state match means for a new session (FortiOS policies see those). */
function stateOf(props: ReadonlyMap<string, string>): { matchesNew: boolean; states: string[] } {
  const raw = props.get('connection-state');
  if (raw === undefined) return { matchesNew: true, states: [] };
  const negated = raw.startsWith('!');
  const states = raw.replace(/^!/, '').split(',');
  return { matchesNew: negated !== states.includes('new'), states: negated ? [] : states };
}

/**
 * `/ip firewall filter` (MikroTik manual, "Filter"): the `forward` chain, jumps inlined, in
 * order becomes the policies; rules of `input` and `output` (traffic to and from the router) are
 * reported, as FortiOS local-in policies are not in the model; a chain that ends without a
 * catch-all drop accepts (RouterOS chains accept by default), kept as a final accept policy.
 */
export function readFilter(
  ctx: MikrotikContext,
  commands: readonly TMtCommand[],
  menu?: TMtAt,
): void {
  const byChain = byChainOf(commands);
  const used = new Set<TMtCommand>();
  const forward = flattenChain(byChain, 'forward');
  for (const flat of forward.rules) {
    used.add(flat.rule);
    rulePolicy(ctx, flat);
  }
  for (const jump of forward.jumps) {
    used.add(jump);
    const target = jump.props.get('jump-target') ?? '';
    const off = jump.props.get('disabled') === 'yes';
    const action = jump.props.get('action');
    ctx.report(
      off ? 'ignored' : 'converted',
      POL,
      jump,
      action === 'return' ? 'MT_RETURN' : 'MT_JUMP',
      action === 'return'
        ? off
          ? 'A disabled return: it decides nothing.'
          : 'Return to the calling chain: the rules after it in this chain are not reached.'
        : off
          ? `A disabled jump to chain ${target}.`
          : byChain.has(target)
            ? `Jump to chain ${target}: its rules are inlined here, with this rule's conditions.`
            : `Jump to chain ${target}, which has no rule in the export: the packet comes straight back.`,
    );
  }
  for (const issue of forward.issues) {
    used.add(issue.cmd);
    ctx.report('unsupported', POL, issue.cmd, 'MT_CHAIN_NOT_FOLLOWED', ISSUES[issue.kind]);
  }
  if (menu && forward.rules.length + forward.jumps.size > 0) implicitAccept(ctx, menu);
  const local = new Set<TMtCommand>();
  for (const chain of ['input', 'output']) {
    const flat = flattenChain(byChain, chain);
    for (const cmd of [...flat.rules.map((r) => r.rule), ...flat.jumps])
      if (!used.has(cmd)) local.add(cmd);
  }
  const reached = new Set([...used, ...local].map((cmd) => cmd.props.get('chain') ?? ''));
  for (const cmd of commands) {
    if (used.has(cmd)) continue;
    const chain = cmd.props.get('chain') ?? '';
    if (cmd.props.get('disabled') === 'yes')
      ctx.report('ignored', POL, cmd, 'MT_RULE_DISABLED', `A disabled rule of chain ${chain}.`);
    else if (local.has(cmd))
      ctx.report(
        'unsupported',
        POL,
        cmd,
        chain === 'output' ? 'MT_OUTPUT_CHAIN' : 'MT_INPUT_CHAIN',
        chain === 'output'
          ? 'A rule for traffic the router itself sends (output chain): FortiOS has no policy for it.'
          : 'A rule for traffic to the router itself (input chain, or a chain it jumps to): recreate it as a FortiOS local-in-policy or interface allowaccess; this converter does not write those.',
      );
    else
      ctx.report(
        'ignored',
        POL,
        cmd,
        'MT_CHAIN_UNREACHED',
        reached.has(chain)
          ? `Follows a return in chain ${chain}: no packet reaches it.`
          : `Chain ${chain} is never reached from forward, input or output: its rules decide nothing.`,
      );
  }
}

function rulePolicy(ctx: MikrotikContext, flat: TFlatRule): void {
  const { rule } = flat;
  const { cmds, id, action, disabled, comment } = ruleHead(flat, 'filter');
  const unsupported = (code: string, message: string) =>
    ctx.report(disabled ? 'ignored' : 'unsupported', POL, rule, code, message, id);
  const verdict =
    action === 'accept' || action === 'return'
      ? 'accept'
      : action === 'drop' || action === 'reject' || action === 'tarpit'
        ? 'deny'
        : undefined;
  const { props, clashes } = combinedProps(cmds);
  const state = stateOf(props);
  if (!state.matchesNew) {
    const replies = state.states.every(
      (s) => s === 'established' || s === 'related' || s === 'untracked',
    );
    if ((verdict === 'accept' || action === 'fasttrack-connection') && replies)
      return ctx.report(
        'converted',
        POL,
        rule,
        'MT_STATEFUL',
        action === 'fasttrack-connection'
          ? 'FastTrack of sessions already allowed (connection-state established/related): FortiOS passes those statefully and offloads them itself, so no policy is needed.'
          : 'Accepts only packets of sessions already allowed (connection-state established/related): FortiOS policies are stateful and do this anyway, so no policy is needed.',
        id,
      );
    if (verdict === 'deny' && state.states.every((s) => s === 'invalid'))
      return ctx.report(
        'converted',
        POL,
        rule,
        'MT_INVALID_DROP',
        'Drops packets of no valid session (connection-state invalid): FortiOS drops those anyway, so no policy is needed.',
        id,
      );
    return unsupported(
      'MT_CONNECTION_STATE',
      `Matches connection-state=${props.get('connection-state') ?? ''}, which a FortiOS policy cannot express: not converted.`,
    );
  }
  if (action === 'passthrough' || action === 'log')
    return ctx.report(
      'ignored',
      POL,
      rule,
      'MT_NO_DECISION',
      `Action ${action} counts or logs and passes the packet on: no policy is needed.`,
      id,
    );
  if (!verdict)
    return unsupported(
      'MT_ACTION',
      `Action ${action} has no FortiOS policy equivalent (${action.startsWith('add-') ? 'it fills a dynamic address list other rules use' : 'it does not accept or drop'}): not converted.`,
    );
  const match = readMatch(ctx, props, ctx.origin(rule));
  if (match.problem)
    return unsupported('MT_RULE_NOT_CONVERTED', `Not converted: ${match.problem}.`);
  if (matchesNothing(match))
    return ctx.report(
      'ignored',
      POL,
      rule,
      'MT_MATCHES_NOTHING',
      'Its interface list has no member (or excludes every interface): the rule matches no packet.',
      id,
    );
  const other = [...clashes, ...match.other];
  const policy: TPolicy = {
    id,
    origin: ctx.origin(rule),
    srcIntf: match.srcIntf,
    dstIntf: match.dstIntf,
    srcAddr: match.srcAddr,
    dstAddr: match.dstAddr,
    service: match.service,
    action: verdict,
    log: props.get('log') === 'yes',
    enabled: !disabled,
  };
  if (match.srcNegate) policy.srcNegate = true;
  if (match.dstNegate) policy.dstNegate = true;
  if (action === 'reject') policy.sendDeny = true;
  if (match.schedule) policy.schedule = match.schedule;
  if (comment) policy.comment = comment;
  if (other.length) policy.otherConditions = other;
  if (match.complement.length)
    policy.membersLeftOut = match.complement.map((c) => `interfaces outside the export (${c})`);
  ctx.model.policies.push(policy);
  notes(ctx, id, action, verdict, match, other, props);
}

function notes(
  ctx: MikrotikContext,
  id: string,
  action: string,
  verdict: 'accept' | 'deny',
  match: TMatch,
  other: readonly { kind: string; value: string }[],
  props: ReadonlyMap<string, string>,
): void {
  if (other.length)
    ctx.note(
      'policies',
      id,
      'partial',
      'MT_CONDITION_NOT_CARRIED',
      `Matches ${other.map((c) => `${c.kind}=${c.value}`).join(', ')}, which FortiOS policies cannot express: the policy ${verdict === 'accept' ? 'accepts more' : 'denies more'} than the rule.`,
      effectOfDropping(verdict),
    );
  if (match.complement.length)
    ctx.note(
      'policies',
      id,
      'partial',
      'MT_INTERFACE_EXCLUDED',
      `Matches by exclusion (${match.complement.join(', ')}): the policy names every other interface of the export; interfaces made later (PPP, VPN, dynamic) are not among them.`,
      verdict === 'accept' ? 'narrows' : 'widens',
    );
  if (props.has('connection-state'))
    ctx.note(
      'policies',
      id,
      'converted',
      'MT_STATE_NEW',
      'The connection-state match includes new sessions, which is what a FortiOS policy decides; the match is left out.',
    );
  if (action === 'tarpit')
    ctx.note(
      'policies',
      id,
      'partial',
      'MT_TARPIT',
      'Tarpit holds TCP connections open; FortiOS drops them.',
      'cosmetic',
    );
  if (action === 'return')
    ctx.note(
      'policies',
      id,
      'converted',
      'MT_RETURN_ACCEPT',
      'A return in the forward chain ends it: the chain policy (accept) decides.',
    );
  if (props.get('reject-with') && props.get('reject-with') !== 'icmp-network-unreachable')
    ctx.note(
      'policies',
      id,
      'partial',
      'MT_REJECT_WITH',
      `reject-with=${props.get('reject-with') ?? ''}: FortiOS sends its own deny packet.`,
      'cosmetic',
    );
}

/** RouterOS accepts what no rule of a chain decides: unless forward ends in a drop-all, say so. */
function implicitAccept(ctx: MikrotikContext, menu: TMtAt): void {
  const last = ctx.model.policies.filter((p) => p.enabled).at(-1);
  const catchAll =
    last?.action === 'deny' &&
    [last.srcIntf, last.dstIntf, last.srcAddr, last.dstAddr, last.service].every(
      (f) => f === 'any',
    ) &&
    !last.srcNegate &&
    !last.dstNegate &&
    !last.schedule &&
    !last.otherConditions?.length;
  if (catchAll) return;
  const id = 'filter-forward-default';
  ctx.model.policies.push(
    wholeTrafficPolicy(id, ctx.origin(menu), ANY_TO_ANY, 'accept', {
      comment: 'RouterOS forward chain default: accept',
      implicit: 'RouterOS accepts what no rule of the forward chain drops',
    }),
  );
  ctx.note(
    'policies',
    id,
    'converted',
    'MT_IMPLICIT_ACCEPT',
    'The forward chain does not end in a drop of everything, and RouterOS accepts what no rule decides: this final accept-all policy keeps that. Replace it with the traffic you mean to allow.',
  );
}
