import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** spec §3 "Firmware and model data": a target model, found by its serial-number prefix. */
export const targetModels = pgTable(
  'target_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    model: text('model').notNull(),
    snPrefix: text('sn_prefix').notNull(),
    series: text('series').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('target_models_model_unique').on(table.model),
    uniqueIndex('target_models_sn_prefix_unique').on(table.snPrefix),
  ],
);

/** A model's ports in the order the device lists them. */
export const modelInterfaces = pgTable(
  'model_interfaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => targetModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    speed: text('speed').notNull().default(''),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('model_interfaces_model_name_unique').on(table.modelId, table.name),
    index('model_interfaces_model_position').on(table.modelId, table.position),
  ],
);

/** A firmware version of the target OS. */
export const firmwareVersions = pgTable(
  'firmware_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('firmware_versions_version_unique').on(table.version)],
);

/** The model-version matrix: which models each version supports. */
export const modelVersions = pgTable(
  'model_versions',
  {
    modelId: uuid('model_id')
      .notNull()
      .references(() => targetModels.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => firmwareVersions.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.modelId, table.versionId] }),
    index('model_versions_version').on(table.versionId),
  ],
);
