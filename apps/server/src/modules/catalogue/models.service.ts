import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TInterface, TModelDetail, TModelSummary } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import {
  firmwareVersions,
  modelInterfaces,
  modelVersions,
  targetModels,
} from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/app-error.js';

type TTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type TDb = AppDb | TTx;
type TPort = Omit<TInterface, 'id'>;

/** Interface names are unique within a model (FortiOS would refuse the config otherwise). */
function assertUniqueNames(names: string[]): void {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) repeated.add(name);
    seen.add(key);
  }
  if (repeated.size > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Interface names must be unique within a model: ${[...repeated].join(', ')} appear(s) more than once.`,
    );
  }
}

async function findModel(db: TDb, model: string) {
  const [row] = await db.select().from(targetModels).where(eq(targetModels.model, model));
  return row;
}

async function requireModel(db: TDb, model: string) {
  const row = await findModel(db, model);
  if (!row) throw new AppError('NOT_FOUND', `Model ${model} does not exist.`);
  return row;
}

async function assertPrefixFree(db: TDb, snPrefix: string, exceptId?: string) {
  const [other] = await db.select().from(targetModels).where(eq(targetModels.snPrefix, snPrefix));
  if (other && other.id !== exceptId) {
    throw new AppError(
      'CATALOGUE_DUPLICATE',
      `Serial-number prefix ${snPrefix} already belongs to ${other.model}.`,
    );
  }
}

async function portsOf(db: TDb, modelId: string): Promise<TInterface[]> {
  return db
    .select({
      id: modelInterfaces.id,
      name: modelInterfaces.name,
      type: modelInterfaces.type,
      speed: modelInterfaces.speed,
      notes: modelInterfaces.notes,
    })
    .from(modelInterfaces)
    .where(eq(modelInterfaces.modelId, modelId))
    .orderBy(asc(modelInterfaces.position)) as Promise<TInterface[]>;
}

/** spec §7 getModelandSN: every model with its serial-number prefix and series. */
export async function listModels(db: AppDb): Promise<TModelSummary[]> {
  return db
    .select({
      model: targetModels.model,
      snPrefix: targetModels.snPrefix,
      series: targetModels.series,
    })
    .from(targetModels)
    .orderBy(asc(targetModels.series), asc(targetModels.model));
}

/** spec §7 list/series: the series in use. */
export async function listSeries(db: AppDb): Promise<string[]> {
  const rows = await db
    .selectDistinct({ series: targetModels.series })
    .from(targetModels)
    .orderBy(asc(targetModels.series));
  return rows.map((row) => row.series);
}

/** spec §7 getModelByName: a model with its ports and supported versions. */
export async function modelDetail(db: AppDb, model: string): Promise<TModelDetail> {
  const row = await requireModel(db, model);
  const versions = await db
    .select({ version: firmwareVersions.version })
    .from(modelVersions)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, modelVersions.versionId))
    .where(eq(modelVersions.modelId, row.id))
    .orderBy(desc(firmwareVersions.releaseDate));
  return {
    model: row.model,
    snPrefix: row.snPrefix,
    series: row.series,
    interfaceList: await portsOf(db, row.id),
    versions: versions.map((v) => v.version),
  };
}

const SORT_COLUMNS = {
  name: modelInterfaces.name,
  type: modelInterfaces.type,
  speed: modelInterfaces.speed,
  position: modelInterfaces.position,
  model: targetModels.model,
} as const;

/** spec §7 getInterfaceList: one model's ports, or every model's, paged and sorted. */
export async function interfacePage(
  db: AppDb,
  query: {
    model?: string | undefined;
    skip: number;
    limit: number;
    order: 'asc' | 'desc';
    sortBy: keyof typeof SORT_COLUMNS;
  },
) {
  const where = query.model ? eq(targetModels.model, query.model) : undefined;
  if (query.model) await requireModel(db, query.model);
  const direction = query.order === 'desc' ? desc : asc;
  const [total] = await db
    .select({ value: count() })
    .from(modelInterfaces)
    .innerJoin(targetModels, eq(targetModels.id, modelInterfaces.modelId))
    .where(where);
  const items = await db
    .select({
      id: modelInterfaces.id,
      model: targetModels.model,
      name: modelInterfaces.name,
      type: modelInterfaces.type,
      speed: modelInterfaces.speed,
      notes: modelInterfaces.notes,
    })
    .from(modelInterfaces)
    .innerJoin(targetModels, eq(targetModels.id, modelInterfaces.modelId))
    .where(where)
    .orderBy(
      direction(SORT_COLUMNS[query.sortBy]),
      asc(targetModels.model),
      asc(modelInterfaces.position),
    )
    .limit(query.limit)
    .offset(query.skip);
  return { total: total?.value ?? 0, items: items as (TInterface & { model: string })[] };
}

/** spec §7 interface/add: a new model with its ports, or with the ports of duplicateModel. */
export async function addModel(
  db: AppDb,
  input: TModelSummary & { interfaceList: TPort[]; duplicateModel?: string | null | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await findModel(tx, input.model)) {
      throw new AppError('CATALOGUE_DUPLICATE', `Model ${input.model} already exists.`);
    }
    await assertPrefixFree(tx, input.snPrefix);
    const ports: TPort[] = input.duplicateModel
      ? await portsOf(tx, (await requireModel(tx, input.duplicateModel)).id)
      : input.interfaceList;
    assertUniqueNames(ports.map((port) => port.name));
    const [created] = await tx
      .insert(targetModels)
      .values({ model: input.model, snPrefix: input.snPrefix, series: input.series })
      .returning();
    if (!created) throw new Error('model not created');
    if (ports.length > 0) {
      await tx.insert(modelInterfaces).values(
        ports.map((port, position) => ({
          modelId: created.id,
          name: port.name,
          type: port.type,
          speed: port.speed,
          notes: port.notes,
          position,
        })),
      );
    }
  });
}

/** spec §7 interface/update: the model's fields and its port adds, updates and deletes at once. */
export async function updateModel(
  db: AppDb,
  input: TModelSummary & {
    addInterfaceList: TPort[];
    updateInterfaceList: (TPort & { id: string })[];
    deleteInterfaceList: string[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireModel(tx, input.model);
    await assertPrefixFree(tx, input.snPrefix, row.id);
    const current = await portsOf(tx, row.id);
    const ids = new Set(current.map((port) => port.id));
    const foreign = [
      ...input.updateInterfaceList.map((p) => p.id),
      ...input.deleteInterfaceList,
    ].filter((id) => !ids.has(id));
    if (foreign.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Interface(s) ${foreign.join(', ')} do not belong to ${input.model}.`,
      );
    }
    const deleted = new Set(input.deleteInterfaceList);
    const updated = new Map(input.updateInterfaceList.map((port) => [port.id, port]));
    const after = [
      ...current
        .filter((port) => !deleted.has(port.id))
        .map((port) => updated.get(port.id) ?? port),
      ...input.addInterfaceList,
    ];
    assertUniqueNames(after.map((port) => port.name));
    await tx
      .update(targetModels)
      .set({ snPrefix: input.snPrefix, series: input.series, updatedAt: new Date() })
      .where(eq(targetModels.id, row.id));
    if (deleted.size > 0) {
      await tx
        .delete(modelInterfaces)
        .where(and(eq(modelInterfaces.modelId, row.id), inArray(modelInterfaces.id, [...deleted])));
    }
    // Renames may swap names: park the updated rows under unique temporary names first.
    for (const port of input.updateInterfaceList) {
      await tx
        .update(modelInterfaces)
        .set({ name: `~${port.id}` })
        .where(eq(modelInterfaces.id, port.id));
    }
    for (const port of input.updateInterfaceList) {
      await tx
        .update(modelInterfaces)
        .set({ name: port.name, type: port.type, speed: port.speed, notes: port.notes })
        .where(eq(modelInterfaces.id, port.id));
    }
    const last = current.length;
    if (input.addInterfaceList.length > 0) {
      await tx.insert(modelInterfaces).values(
        input.addInterfaceList.map((port, index) => ({
          modelId: row.id,
          name: port.name,
          type: port.type,
          speed: port.speed,
          notes: port.notes,
          position: last + index,
        })),
      );
    }
  });
}
