import { sql } from 'drizzle-orm';
import { TICKET_STATUSES } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';

/** The source vendors bulk tickets cycle through. */
export const BULK_VENDORS = [
  'ciscoASA',
  'paloAltoNetwork',
  'checkPoint',
  'juniperSRX',
  'sonicWall',
];

const list = (values: readonly string[], type: 'uuid' | 'text') =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::${sql.raw(type)}`),
    sql`, `,
  )}]`;

/**
 * Inserts `count` synthetic tickets in one statement, for load tests and benchmarks. Ticket i
 * (1-based) belongs to devices[i % devices.length] (with its account), has status
 * TICKET_STATUSES[i % 6], vendor BULK_VENDORS[floor(i / 6) % 5], was created i minutes ago,
 * is due a day later and was answered unless i % 3 == 0.
 */
export async function insertBulkTickets(
  db: AppDb,
  devices: readonly { id: string; accountId: string; sn: string }[],
  count: number,
): Promise<void> {
  await db.execute(sql`
    insert into tickets (account_id, creator_name, device_id, sn, model, firmware_version,
      is_free_license, source_vendor, source_model, source_version, objects, contact_name,
      contact_email, contact_phone, notes, ai_training_consent, status, due_at,
      first_response_at, created_at, updated_at)
    select
      (${list(
        devices.map((d) => d.accountId),
        'uuid',
      )})[1 + i % ${devices.length}],
      'Bulk', (${list(
        devices.map((d) => d.id),
        'uuid',
      )})[1 + i % ${devices.length}],
      (${list(
        devices.map((d) => d.sn),
        'text',
      )})[1 + i % ${devices.length}],
      'FortiGate-60F', '7.4.4', false,
      (${list(BULK_VENDORS, 'text')})[1 + (i / 6) % ${BULK_VENDORS.length}],
      'model ' || i, '', '["Policies"]'::jsonb, 'Contact ' || i, 'c' || i || '@example.com',
      '', '', false,
      (${list(TICKET_STATUSES, 'text')})[1 + i % 6],
      now() - make_interval(mins => i) + interval '1 day',
      case when i % 3 = 0 then null else now() - make_interval(mins => i) + interval '1 hour' end,
      now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${count}) as i
  `);
}
