import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { notInArray } from 'drizzle-orm';
import { ZRunListResponse, type TRunSummary } from '@fwmig/contract';
import { conversionRuns } from '../db/schema/conversions.js';
import { call, type Caller, type TicketWorld } from './ticket-kit.js';

/** A small ASA configuration: three ports, a policy, a route, and three things not converted. */
export const SMALL_ASA = `hostname edge-asa
interface GigabitEthernet0/0
 nameif outside
 security-level 0
 ip address 203.0.113.2 255.255.255.0
interface GigabitEthernet0/1
 nameif inside
 security-level 100
 ip address 10.1.1.1 255.255.255.0
interface Management0/0
 nameif management
 management-only
 security-level 100
 ip address 192.168.1.1 255.255.255.0
object network web
 host 10.1.1.10
object network web6
 host 2001:db8::10
access-list outside_in extended permit tcp any object web eq https
access-list outside_in extended permit tcp any object web6 eq https
access-group outside_in in interface outside
route outside 0.0.0.0 0.0.0.0 203.0.113.1
threat-detection basic-threat
`;

export async function runsOf(world: TicketWorld, caller: Caller, ticketId: number) {
  const answer = await call(world, caller, 'GET', `/api/care/${ticketId}/runs`);
  if (answer.status !== 200)
    throw new Error(`runs: ${answer.status} ${JSON.stringify(answer.body)}`);
  return ZRunListResponse.parse(answer.body).data;
}

/** Waits (polling the API as the screen does) until the ticket's runs have all finished. */
export async function settledRuns(
  world: TicketWorld,
  ticketId: number,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<TRunSummary[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const runs = await runsOf(world, world.engineer, ticketId);
    const finished = runs.filter((run) => run.status === 'done' || run.status === 'failed');
    if (runs.length >= (options.count ?? 1) && finished.length === runs.length) return runs;
    if (Date.now() > deadline) {
      throw new Error(
        `runs did not finish: ${JSON.stringify(runs.map((r) => [r.number, r.status]))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until no run of any ticket is still working (the in-process worker writes blobs). */
export async function allRunsSettled(world: TicketWorld, timeoutMs = 60_000): Promise<void> {
  const db = world.server.app.database.db;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const working = await db
      .select({ id: conversionRuns.id })
      .from(conversionRuns)
      .where(notInArray(conversionRuns.status, ['done', 'failed']))
      .limit(1);
    if (working.length === 0) return;
    if (Date.now() > deadline) throw new Error('conversion runs did not settle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The project's ASA generator (scripts/generate/cisco-asa.mjs), run as `node` runs it. */
const ASA_GENERATOR = fileURLToPath(
  new URL('../../../../scripts/generate/cisco-asa.mjs', import.meta.url),
);

/** A synthetic ASA configuration of `rules` rules (seed 1: the same bytes every time). */
export function generatedAsa(rules: number): string {
  return execFileSync(process.execPath, [ASA_GENERATOR, String(rules)], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}
