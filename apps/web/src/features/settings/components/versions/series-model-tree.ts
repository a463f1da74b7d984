import type { TModelSummary } from '@fwmig/contract';

/** A row of the series -> models tree: a series (with children) or one of its models. */
export interface TSeriesModelRow {
  id: string;
  name: string;
  snPrefix: string;
  children?: TSeriesModelRow[];
}

/** Series rows carry a prefix model names cannot have (ZModelName allows no colon). */
const SERIES_KEY_PREFIX = 'series:';

export function seriesKey(series: string): string {
  return `${SERIES_KEY_PREFIX}${series}`;
}

/** The models grouped by series, both in name order; a model row's key is its name. */
export function seriesModelTree(models: readonly TModelSummary[]): TSeriesModelRow[] {
  const bySeries = new Map<string, TModelSummary[]>();
  for (const model of models) {
    bySeries.set(model.series, [...(bySeries.get(model.series) ?? []), model]);
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([series, members]) => ({
      id: seriesKey(series),
      name: series,
      snPrefix: '',
      children: members
        .map((model) => ({ id: model.model, name: model.model, snPrefix: model.snPrefix }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/** The model names among selected keys (series keys dropped). */
export function selectedModels(keys: readonly string[]): string[] {
  return keys.filter((key) => !key.startsWith(SERIES_KEY_PREFIX));
}

/**
 * The table's selection for a set of models: the models, and each series whose models are all
 * selected, so a series checkbox reads checked exactly when all its models are.
 */
export function selectionKeys(
  tree: readonly TSeriesModelRow[],
  models: Iterable<string>,
): string[] {
  const chosen = new Set(models);
  const keys: string[] = [];
  for (const series of tree) {
    const members = (series.children ?? []).filter((model) => chosen.has(model.id));
    keys.push(...members.map((model) => model.id));
    if (members.length > 0 && members.length === series.children?.length) keys.push(series.id);
  }
  return keys;
}
