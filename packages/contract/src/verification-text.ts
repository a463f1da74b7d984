import type { TVerdict, TVerificationFinding } from './conversions.js';

/** What a verdict says, in the same words on every screen, in the ticket history and the API. */
export interface TVerdictWords {
  /** Short name (chip, run list, run header). */
  label: string;
  /** The verification tab's headline. */
  title: string;
  /** One sentence beside the chip on the run's summary. */
  summary: string;
  /** The plain words after the headline. */
  explanation: string;
  /** The ticket history's words: `Run 3 finished: …; verification: <history>`. */
  history: string;
}

/**
 * The one definition of the verdicts' words (issue 17; the portal's looks and the server's
 * ticket history import them). `unknown` is "Not proven"; `different` and
 * `equivalent_filtering` only appear on runs of engines before issue 17.
 */
export const VERDICT_WORDS: Record<TVerdict, TVerdictWords> = {
  equivalent: {
    label: 'Proven equivalent',
    title: 'Proven equivalent',
    summary: 'Every packet gets the same decision on both firewalls.',
    explanation:
      'Every rule, match condition and address translation of the source was compared; every packet gets the same decision on both firewalls.',
    history: 'proven equivalent',
  },
  widened: {
    label: 'Widened',
    title: 'Widened: the output accepts traffic the source denied.',
    summary: 'The output accepts traffic the source denied: see Verification.',
    explanation:
      'Each rule below lets more through than its source; an engineer must acknowledge each one before delivery.',
    history: 'widened',
  },
  narrowed: {
    label: 'Narrowed',
    title: 'Narrowed: the output denies traffic the source accepted.',
    summary: 'The output denies traffic the source accepted: see Verification.',
    explanation:
      'Each rule below lets less through than its source: traffic that works today would be blocked after the migration.',
    history: 'narrowed',
  },
  unknown: {
    label: 'Not proven',
    title:
      'Not proven: the comparison could not show that both firewalls decide and translate every packet alike.',
    summary:
      'The comparison could not show that both firewalls decide and translate every packet alike.',
    explanation:
      'No wider or narrower filtering was found, but an address translation differs or something was not fully compared: the reasons and items below say which. Treat the output as unchecked there.',
    history: 'not proven',
  },
  nothing_compared: {
    label: 'Nothing compared',
    title:
      'Nothing compared: the source yielded no rules (empty, cut short, the wrong vendor, or everything in a part not chosen).',
    summary: 'The source yielded no rules: this run proves nothing.',
    explanation: 'This run proves nothing.',
    history: 'nothing compared, the source yielded no rules',
  },
  not_run: {
    label: 'Not verified',
    title: 'Not verified',
    summary: 'This run was not verified: it proves nothing about the output.',
    explanation: 'This run was not verified.',
    history: 'not verified',
  },
  different: {
    label: 'Different (older engine)',
    title: 'Different (older engine: re-run to see widened/narrowed)',
    summary: 'Verified by an older engine: re-run to see widened/narrowed.',
    explanation:
      'An engine from before the verifier told widened from narrowed found a packet decided differently. Run the conversion again to see which rules widen or narrow.',
    history: 'different (older engine: re-run to see widened/narrowed)',
  },
  equivalent_filtering: {
    label: 'Equivalent (filtering only)',
    title: 'Equivalent (filtering only; NAT not compared by this engine version)',
    summary:
      'Filtering decided alike; address translations were not compared by the engine of this run: re-run to compare them.',
    explanation:
      'The engine of this run compared the policies only: it did not compare address translations (NAT) nor tell what it left out. Run the conversion again for a verdict that covers NAT.',
    history: 'equivalent (filtering only; NAT not compared by this engine version)',
  },
};

/** The verdicts' short names (`VERDICT_WORDS[v].label`). */
export const VERDICT_LABELS: Record<TVerdict, string> = Object.fromEntries(
  Object.entries(VERDICT_WORDS).map(([verdict, words]) => [verdict, words.label]),
) as Record<TVerdict, string>;

type TPacket = TVerificationFinding['packet'];

const end = (address: string, port: number | undefined) =>
  port === undefined ? address : `${address} port ${port}`;

/** A sample packet in one line: `tcp from 198.51.100.7 (port1) to 10.0.0.5 port 22 (port2)`. */
export function packetText(packet: TPacket): string {
  const icmp =
    packet.icmpType === undefined
      ? ''
      : ` type ${packet.icmpType}${packet.icmpCode === undefined ? '' : ` code ${packet.icmpCode}`}`;
  const conditions = packet.conditions?.length ? `, when ${packet.conditions.join(', ')}` : '';
  return `${packet.protocol}${icmp} from ${end(packet.src, packet.srcPort)} (${packet.srcIntf}) to ${end(packet.dst, packet.dstPort)} (${packet.dstIntf})${conditions}`;
}
