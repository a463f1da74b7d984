import type { TOrigin } from '../../model/origin.js';
import type { CpContext } from './context.js';
import { isObject, items, originIn, str, type TJsonFile, type TJsonObject } from './json-file.js';
import type { CpStore } from './store.js';

/** One rule as exported, with the file it came from. */
export interface TCpRule {
  uid: string;
  raw: TJsonObject;
  file: TJsonFile;
  origin: TOrigin;
  number: string;
}

/** An access layer: its rules from every page of it, in rule order. */
export interface TCpLayer {
  uid: string;
  name: string;
  origin: TOrigin;
  rules: TCpRule[];
  /** `implicit-cleanup-action` from show-access-layers, when the set has it. */
  cleanup?: 'accept' | 'drop';
}

/**
 * Gathers access rulebase pages into layers: pages of one layer (paging, or several files) are
 * merged by the layer uid and ordered by `from`; sections are unfolded (they only group rules)
 * and reported; a rule seen twice (overlapping pages) counts once.
 */
export class CpLayers {
  readonly byUid = new Map<string, TCpLayer>();
  private readonly pages = new Map<
    string,
    { from: number; file: TJsonFile; page: TJsonObject }[]
  >();
  private readonly cleanups = new Map<string, 'accept' | 'drop'>();

  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
  ) {}

  addPage(file: TJsonFile, page: TJsonObject): void {
    const uid = str(page.uid) ?? str(page.name) ?? file.name;
    const list = this.pages.get(uid) ?? [];
    list.push({ from: typeof page.from === 'number' ? page.from : 0, file, page });
    this.pages.set(uid, list);
    this.store.addPage(file, page);
  }

  /** `show-access-layers`: each layer's implicit cleanup action. */
  addLayerList(file: TJsonFile, page: TJsonObject): void {
    for (const layer of items(page['access-layers'])) {
      if (!isObject(layer)) continue;
      const uid = str(layer.uid);
      const action = str(layer['implicit-cleanup-action']);
      if (uid && (action === 'accept' || action === 'drop')) this.cleanups.set(uid, action);
      this.ctx.report(
        'converted',
        'Policies',
        originIn(file, uid),
        'CP_LAYER_SETTINGS',
        `Layer ${str(layer.name) ?? ''}: its implicit cleanup action (${action ?? 'not given'}) is read.`,
        str(layer.name),
      );
    }
  }

  /** A layer's implicit cleanup action known otherwise (legacy policies always end in Drop). */
  setCleanup(uid: string, action: 'accept' | 'drop'): void {
    this.cleanups.set(uid, action);
  }

  /** The layers in the order their pages first appeared. */
  build(): TCpLayer[] {
    const layers: TCpLayer[] = [];
    for (const [uid, pages] of this.pages) {
      const first = pages[0];
      if (!first) continue;
      const layer: TCpLayer = {
        uid,
        name: str(first.page.name) ?? uid,
        origin: originIn(first.file, uid),
        rules: [],
        ...(this.cleanups.has(uid) ? { cleanup: this.cleanups.get(uid) } : {}),
      };
      const seen = new Set<string>();
      for (const { file, page } of [...pages].sort((a, b) => a.from - b.from)) {
        this.unfold(layer, file, items(page.rulebase), seen, 0);
      }
      layer.origin = { ...layer.origin, endLine: layer.origin.line };
      this.byUid.set(uid, layer);
      layers.push(layer);
    }
    return layers;
  }

  private unfold(
    layer: TCpLayer,
    file: TJsonFile,
    list: unknown[],
    seen: Set<string>,
    depth: number,
  ): void {
    for (const item of list) {
      if (!isObject(item)) continue;
      const uid = str(item.uid) ?? '';
      // A section that spans pages is repeated in each, with the rules of that page.
      const repeated = seen.has(uid);
      seen.add(uid);
      const origin = originIn(file, uid);
      if (item.type === 'access-section' && depth < 8) {
        if (!repeated)
          this.ctx.report(
            'ignored',
            'Policies',
            { ...origin, endLine: origin.line },
            'CP_SECTION',
            `Section "${str(item.name) ?? ''}" only groups rules.`,
            str(item.name),
          );
        this.unfold(layer, file, items(item.rulebase), seen, depth + 1);
      } else if (repeated) continue;
      else if (item.type === 'access-rule') {
        const n = item['rule-number'];
        const number = typeof n === 'number' ? String(n) : String(layer.rules.length + 1);
        layer.rules.push({ uid, raw: item, file, origin, number });
      } else {
        this.ctx.report(
          'unrecognised',
          'Policies',
          origin,
          'CP_RULEBASE_ITEM',
          `A rulebase item of type "${String(item.type)}" is not understood.`,
        );
      }
    }
  }
}
