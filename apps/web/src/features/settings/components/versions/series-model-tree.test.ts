import { describe, expect, it } from 'vitest';
import { selectedModels, selectionKeys, seriesKey, seriesModelTree } from './series-model-tree';

const MODELS = [
  { model: 'FG-200F', snPrefix: 'FG200F', series: 'FortiGate 200' },
  { model: 'FG-101F', snPrefix: 'FG101F', series: 'FortiGate 100' },
  { model: 'FG-100F', snPrefix: 'FG100F', series: 'FortiGate 100' },
];

describe('series -> models tree', () => {
  it('groups the models under their series, both in name order', () => {
    const tree = seriesModelTree(MODELS);
    expect(tree.map((series) => series.name)).toEqual(['FortiGate 100', 'FortiGate 200']);
    expect(tree[0]?.children?.map((model) => model.id)).toEqual(['FG-100F', 'FG-101F']);
  });

  it('selects a series only when all its models are selected', () => {
    const tree = seriesModelTree(MODELS);
    expect(selectionKeys(tree, ['FG-100F', 'FG-200F']).sort()).toEqual(
      ['FG-100F', 'FG-200F', seriesKey('FortiGate 200')].sort(),
    );
  });

  it('keeps only model names when reading a selection back', () => {
    expect(selectedModels([seriesKey('FortiGate 200'), 'FG-200F'])).toEqual(['FG-200F']);
  });
});
