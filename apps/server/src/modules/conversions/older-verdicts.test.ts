import { eq } from 'drizzle-orm';
import { ZRunDetailResponse, ZRunListResponse, type TVerificationResult } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionResults } from '../../db/schema/conversions.js';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** A converted ticket whose one run is stored as an engine of that time stored it. */
async function storedAs(verification: unknown) {
  const ticket = await createTicketAs(world, world.customer, {}, [
    { name: 'edge-asa.txt', content: SMALL_ASA },
  ]);
  const [run] = await settledRuns(world, ticket.id);
  await world.server.app.database.db
    .update(conversionResults)
    .set({ verification: verification as TVerificationResult, verdict: 'equivalent' })
    .where(eq(conversionResults.runId, run?.id ?? ''));
  const path = `/api/care/${ticket.id}/runs`;
  const list = ZRunListResponse.parse((await call(world, world.engineer, 'GET', path)).body).data;
  const detail = ZRunDetailResponse.parse(
    (await call(world, world.engineer, 'GET', `${path}/${run?.id ?? ''}`)).body,
  ).data;
  return { listed: list[0]?.verdict, detail };
}

const OLD_EQUIVALENT = {
  status: 'equivalent',
  policiesCompared: { source: 2, target: 2 },
  danglingReferences: [],
  notVerified: [],
};

describe('verdicts of runs stored by older engines (issue 17 review item 5)', () => {
  it('issue 17 review item 5: an equivalent stored without natCompared reads as filtering only, in the list and the detail', async () => {
    const { listed, detail } = await storedAs(OLD_EQUIVALENT);
    expect(listed).toBe('equivalent_filtering');
    expect(detail.verdict).toBe('equivalent_filtering');
    expect(detail.verification?.status).toBe('equivalent_filtering');
  });

  it('issue 17 review item 5: an equivalent that compared NAT stays equivalent', async () => {
    const { listed, detail } = await storedAs({
      ...OLD_EQUIVALENT,
      natCompared: { source: 0, target: 0 },
      widened: [],
      narrowed: [],
      uncompared: [],
    });
    expect(listed).toBe('equivalent');
    expect(detail.verdict).toBe('equivalent');
    expect(detail.verification?.status).toBe('equivalent');
  });
});
