import { sql, type SQL } from 'drizzle-orm';
import { VENDORS } from '@fwmig/contract';
import { findVendorParser } from '@fwmig/converter';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { tickets } from '../../db/schema/tickets.js';
import type { TViewer } from './ticket-viewer.js';

/** Catalogue vendors the engine converts; the others are converted by our engineers. */
export const ENGINE_VENDORS = VENDORS.filter((vendor) => findVendorParser(vendor.key)).map(
  (vendor) => vendor.key,
);

const none = (state: 'engineers' | 'none') =>
  sql.raw(`json_build_object('state', '${state}', 'verdict', null, 'failure', null)`);

/**
 * TTicketConversion of the row's ticket, as PostgreSQL builds it for the ticket lists (issue 19
 * item 2): from its latest run the viewer may see (customers: runs released to them), with
 * the verdict read as runs.service reads it (an older `equivalent` without NAT compared is
 * `equivalent_filtering`). One index lookup per listed ticket (the ticket and run number key).
 */
export function conversionStateSql(viewer: Pick<TViewer, 'kind'>): SQL {
  const released =
    viewer.kind === 'customer' ? sql`and ${conversionRuns.releasedAt} is not null` : sql``;
  // Literals (the catalogue's own keys), not parameters: the list statement is prepared once
  // per shape and its values are the filter's.
  const vendors = sql.raw(ENGINE_VENDORS.map((key) => `'${key.replace(/'/g, "''")}'`).join(', '));
  return sql`case when ${tickets.sourceVendor} not in (${vendors}) then ${none('engineers')}
    else coalesce((select json_build_object(
      'state', case ${conversionRuns.status} when 'done' then 'done' when 'failed' then 'failed' else 'converting' end,
      'verdict', case when ${conversionResults.verdict} = 'equivalent'
        and (${conversionResults.verification} -> 'natCompared') is null
        then 'equivalent_filtering' else ${conversionResults.verdict} end,
      'failure', ${conversionRuns.failure})
    from ${conversionRuns}
    left join ${conversionResults} on ${conversionResults.runId} = ${conversionRuns.id}
    where ${conversionRuns.ticketId} = ${tickets.id} ${released}
    order by ${conversionRuns.number} desc limit 1), ${none('none')}) end`;
}
