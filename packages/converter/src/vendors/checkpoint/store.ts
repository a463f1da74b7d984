import type { TOrigin } from '../../model/origin.js';
import { isObject, items, originIn, str, type TJsonFile, type TJsonObject } from './json-file.js';

/** One Check Point object as exported, with where it was first defined. */
export interface TCpObject {
  uid: string;
  name: string;
  type: string;
  raw: TJsonObject;
  origin: TOrigin;
  /** Check Point's own data (predefined services, groups): converted only when used. */
  predefined: boolean;
  /** Why an object converted only when used was not (default: predefined and unused). */
  unusedWhy?: string;
  /** Accounted for by the reader that used it (zones, VPN communities and their peers). */
  reported?: boolean;
}

/**
 * Every object of a set of files by uid: objects dictionaries of rulebase pages, typed lists
 * (`show-hosts`, `show-objects` ...) and objects inlined in rules (`details-level full` without a
 * dictionary). The first definition wins unless a later one is fuller; the API repeats an object
 * in every page that uses it.
 */
export class CpStore {
  readonly byUid = new Map<string, TCpObject>();
  /** Names of things a rule may name that are no objects of the export (legacy references). */
  readonly labels = new Map<string, string>();

  add(file: TJsonFile, raw: unknown): void {
    if (!isObject(raw)) return;
    const uid = str(raw.uid);
    if (uid === undefined) return;
    const known = this.byUid.get(uid);
    // A rulebase dictionary may hold a shorter form than a typed list (details level): the
    // fuller definition is the one read.
    if (known && Object.keys(raw).length > Object.keys(known.raw).length) {
      known.raw = raw;
      known.origin = originIn(file, uid);
    }
    if (known) return;
    const domain = isObject(raw.domain) ? raw.domain : {};
    this.byUid.set(uid, {
      uid,
      name: str(raw.name) ?? uid,
      type: str(raw.type) ?? 'unknown',
      raw,
      origin: originIn(file, uid),
      predefined: domain['domain-type'] === 'data domain',
    });
  }

  /**
   * Objects of a page: its dictionary or its typed list. The dictionary is dropped once read:
   * every page repeats the objects its rules name, and only the stored copy is used.
   */
  addPage(file: TJsonFile, page: TJsonObject): void {
    for (const raw of items(page['objects-dictionary'])) this.add(file, raw);
    delete page['objects-dictionary'];
    for (const raw of items(page.objects)) this.add(file, raw);
  }

  get(uid: string): TCpObject | undefined {
    return this.byUid.get(uid);
  }

  /** The uid a cell item stands for: a uid string, or an inlined object (also stored). */
  ref(file: TJsonFile, item: unknown): string | undefined {
    if (typeof item === 'string') return item;
    if (isObject(item)) {
      this.add(file, item);
      return str(item.uid);
    }
    return undefined;
  }

  /** Name of an object for messages: its name, or the uid when it is not in the export. */
  label(uid: string): string {
    return this.byUid.get(uid)?.name ?? this.labels.get(uid) ?? `uid ${uid}`;
  }
}
