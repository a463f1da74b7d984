import { eq } from 'drizzle-orm';
import type { TChecklist, TChecklistItem, TConversionReportJson } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { checklistTicks } from '../../db/schema/conversions.js';
import type { BlobStore } from '../files/blob-store.js';
import { latestResult, storedVerification } from './runs.service.js';
import { loadReport } from './stored-report.js';
import { widenedItems } from './widened-items.js';

type TEntry = TConversionReportJson['entries'][number];

const NEEDS_REVIEW = new Set(['partial', 'unsupported', 'unrecognised']);

/** The same object keeps its key (and its tick) from one run to the next. */
export const checklistKey = (entry: TEntry) =>
  [entry.objectType, entry.name ?? `line ${entry.origin.line}`, entry.code].join('|');

/**
 * What the engine could not convert fully in the ticket's latest finished run (or in `latest`),
 * and each output rule its verifier found wider than the source, with the engineer's ticks and
 * notes. A caller that already read `latest`'s report passes it, so it is not read twice.
 */
export async function checklistOf(
  db: AppDb,
  blobs: BlobStore,
  ticketId: number,
  latest?: Awaited<ReturnType<typeof latestResult>>,
  report?: TConversionReportJson,
): Promise<TChecklist> {
  const found = latest ?? (await latestResult(db, ticketId));
  if (!found) return { runId: null, runNumber: null, items: [], open: 0 };
  const ticks = new Map(
    (await db.select().from(checklistTicks).where(eq(checklistTicks.ticketId, ticketId))).map(
      (tick) => [tick.key, tick],
    ),
  );
  const seen = new Set<string>();
  const items: TChecklistItem[] = [];
  // Widened rules first: they are what most needs an engineer's eye.
  for (const item of widenedItems(storedVerification(found.result), found.run.id)) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    const tick = ticks.get(item.key);
    items.push({
      ...item,
      done: tick !== undefined,
      note: tick?.note ?? '',
      doneBy: tick?.doneBy ?? null,
      doneAt: tick ? tick.doneAt.toISOString() : null,
    });
  }
  for (const entry of (report ?? (await loadReport(blobs, found.result))).entries) {
    if (!NEEDS_REVIEW.has(entry.status)) continue;
    const key = checklistKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    const tick = ticks.get(key);
    items.push({
      key,
      objectType: entry.objectType,
      name: entry.name ?? null,
      status: entry.status,
      code: entry.code,
      message: entry.message,
      file: entry.origin.file,
      line: entry.origin.line,
      done: tick !== undefined,
      note: tick?.note ?? '',
      doneBy: tick?.doneBy ?? null,
      doneAt: tick ? tick.doneAt.toISOString() : null,
    });
  }
  return {
    runId: found.run.id,
    runNumber: found.run.number,
    items,
    open: items.filter((item) => !item.done).length,
  };
}
