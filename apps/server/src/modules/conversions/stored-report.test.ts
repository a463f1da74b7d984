import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ZRunDetailResponse, type TConversionReportJson } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionResults } from '../../db/schema/conversions.js';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { restartTestServer } from '../../test/test-server.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { blobReferences } from '../files/blob-references.js';

/**
 * Issue 18 item 9: a result's report is streamed into the blob store (not parsed into jsonb on
 * the server's thread); the sweep keeps it; results stored before keep their jsonb column.
 */

let world: TicketWorld;
const db = () => world.server.app.database.db;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

const blobPath = (sha: string) => join(world.server.config.dataDir, 'blobs', sha.slice(0, 2), sha);

/** Waits (bounded) until no put holds a lease on the blob; false if one still does. */
async function leasesEnd(sha: string): Promise<boolean> {
  const dir = join(world.server.config.dataDir, 'blobs', 'leases', sha);
  for (let i = 0; i < 300; i++) {
    if ((await readdir(dir).catch(() => [])).length === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function resultOf(runId: string) {
  const [row] = await db()
    .select({ report: conversionResults.report, sha: conversionResults.reportSha256 })
    .from(conversionResults)
    .where(eq(conversionResults.runId, runId));
  if (!row) throw new Error('no result row');
  return row;
}

async function detailReport(ticketId: number, runId: string) {
  const answer = await call(world, world.engineer, 'GET', `/api/care/${ticketId}/runs/${runId}`);
  expect(answer.status).toBe(200);
  return ZRunDetailResponse.parse(answer.body).data.report;
}

describe('issue 18 item 9: conversion reports live in the blob store', () => {
  it('a stored result names its report blob, the start-up sweep keeps it, and the run detail reads it', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'edge-asa.txt', content: SMALL_ASA },
    ]);
    const [run] = await settledRuns(world, ticket.id);
    expect(run?.status).toBe('done');
    if (!run) throw new Error('no run');
    const stored = await resultOf(run.id);
    expect(stored.report).toBeNull();
    expect(stored.sha).toMatch(/^[0-9a-f]{64}$/);
    const sha = stored.sha ?? '';
    const fromBlob = JSON.parse(await readFile(blobPath(sha), 'utf8')) as TConversionReportJson;
    expect(fromBlob.entries.length).toBeGreaterThan(0);
    expect(await blobReferences(db())([sha])).toEqual(new Set([sha]));
    // The worker's lease on the report ends after its commit, as the output's does (item 2).
    expect(await leasesEnd(sha)).toBe(true);

    // A restart sweeps every blob no row names: the report must survive it.
    await world.server.stop();
    world.server = await restartTestServer(world.server);
    expect((await stat(blobPath(sha))).isFile()).toBe(true);
    expect(await detailReport(ticket.id, run.id)).toEqual(fromBlob);
  });

  it('a result stored before (report in the jsonb column, no blob) is read from its column', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'older.txt', content: SMALL_ASA.replace('edge-asa', 'older-asa') },
    ]);
    const [run] = await settledRuns(world, ticket.id);
    if (!run) throw new Error('no run');
    const current = await detailReport(ticket.id, run.id);
    if (!current) throw new Error('no report');
    // As an older row: the report only in the column, with a marker the blob does not have.
    const older = { ...current, entries: current.entries.slice(0, 1) };
    await db()
      .update(conversionResults)
      .set({ report: older as TConversionReportJson, reportSha256: null })
      .where(eq(conversionResults.runId, run.id));
    expect(await detailReport(ticket.id, run.id)).toEqual(older);
  });
});
