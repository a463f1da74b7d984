import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { ZChecklistResponse } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionResults } from '../../db/schema/conversions.js';
import { ticketFiles } from '../../db/schema/tickets.js';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { CONVERSION_QUEUE } from './job-queue.js';

/**
 * issue 18 item 2: a conversion's writers hold a lease on the blobs they store only until the
 * rows naming them are committed, so leases do not pile up for as long as the worker lives.
 */

let world: TicketWorld;
const db = () => world.server.app.database.db;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** The lease files held on a blob (none when its folder is gone). */
async function leasesOn(sha256: string): Promise<string[]> {
  const dir = join(world.server.config.dataDir, 'blobs', 'leases', sha256);
  return readdir(dir).catch(() => []);
}

/**
 * Waits until the queue has completed the run's job: the worker's processRun has returned, so
 * whatever it does after its commit is done (the run shows "done" at the commit already).
 */
async function jobCompleted(runId: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db()
      .select({ state: sql<string>`state` })
      .from(sql`pgboss.job`)
      .where(sql`name = ${CONVERSION_QUEUE} and data->>'runId' = ${runId}`);
    if (job?.state === 'completed') return;
    if (Date.now() > deadline) throw new Error(`the job of run ${runId} did not complete`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('issue 18 item 2: conversion writers release their blob leases', () => {
  it('after a run completes and after delivery, no lease remains on the output or the report', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'edge-asa.txt', content: SMALL_ASA },
    ]);
    const [run] = await settledRuns(world, ticket.id);
    expect(run?.status).toBe('done');
    if (!run) throw new Error('no run');
    await jobCompleted(run.id);
    const [result] = await db()
      .select({ sha256: conversionResults.outputSha256 })
      .from(conversionResults)
      .where(eq(conversionResults.runId, run.id));
    if (!result) throw new Error('no result row');
    expect(await leasesOn(result.sha256)).toEqual([]);

    // Delivery stores the report as a deliverable: its lease ends with the transaction.
    const path = `/api/care/${ticket.id}`;
    await call(world, world.engineer, 'POST', `${path}/status`, { to: 'in_progress', note: '' });
    const checklist = ZChecklistResponse.parse(
      (await call(world, world.engineer, 'GET', `${path}/checklist`)).body,
    ).data;
    for (const item of checklist.items) {
      const ticked = await call(
        world,
        world.engineer,
        'PUT',
        `${path}/checklist/${encodeURIComponent(item.key)}`,
        { done: true, note: 'by hand' },
      );
      expect(ticked.status).toBe(200);
    }
    const delivered = await call(world, world.engineer, 'POST', `${path}/runs/${run.id}/deliver`);
    expect(delivered.status).toBe(200);
    const [report] = await db()
      .select({ sha256: ticketFiles.sha256 })
      .from(ticketFiles)
      .where(
        and(
          eq(ticketFiles.ticketId, ticket.id),
          eq(ticketFiles.name, `ticket-${ticket.id}-run-1-report.txt`),
        ),
      );
    if (!report) throw new Error('no report deliverable');
    expect(await leasesOn(report.sha256)).toEqual([]);
    // And no lease at all is left: the ticket's upload released its own too.
    expect(await readdir(join(world.server.config.dataDir, 'blobs', 'leases'))).toEqual([]);
  });
});
