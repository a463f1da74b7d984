import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.js';

/**
 * spec §3 "Device": a target device of a customer account. Its model comes from the catalogue
 * by serial-number prefix. `license` is a purchased conversion licence; `creatable` whether a
 * ticket may be created for it; `freeLicenceClaimedAt` when it used its one free licence.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sn: text('sn').notNull(),
    entitled: boolean('entitled').notNull().default(true),
    license: boolean('license').notNull().default(false),
    creatable: boolean('creatable').notNull().default(true),
    freeLicenceClaimedAt: timestamp('free_licence_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('devices_sn_unique').on(table.sn),
    index('devices_account').on(table.accountId),
  ],
);
