import type { TVerdict, TVerificationFinding } from './conversions.js';

/**
 * The verdicts' short names, the same on every screen and in the ticket history (issue 17):
 * `unknown` is "Not proven"; `different` only appears on runs of engines before issue 17.
 */
export const VERDICT_LABELS: Record<TVerdict, string> = {
  equivalent: 'Equivalent',
  widened: 'Widened',
  narrowed: 'Narrowed',
  unknown: 'Not proven',
  nothing_compared: 'Nothing compared',
  not_run: 'Not verified',
  different: 'Different (older engine: re-run to see widened/narrowed)',
};

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
