import { originOf } from '../../model/origin.js';
import type { TSourceFile, TSourceParts } from '../vendor-parser.js';
import type { CpContext } from './context.js';
import type { CpLayers } from './layers.js';
import { readLegacyFile, type TLegacyFile } from './legacy-file.js';
import { automaticNat, readLegacyNat, unknownAutoNat } from './legacy-nat.js';
import { readLegacyObjects, type TAutoNatAt } from './legacy-objects.js';
import { legacyPackages, readLegacyAccess, type TLegacyPackage } from './legacy-rules.js';
import type { CpNat } from './nat.js';
import type { CpStore } from './store.js';

/** Which legacy (R77 and older) database file this is, from its content. */
export function legacyKind(text: string): 'objects' | 'rulebases' | undefined {
  if (!text.trimStart().startsWith('(')) return undefined;
  const head = text.slice(0, 1 << 20);
  if (/:rule-base \(|:rule \(|:rule_adtr \(/.test(head)) return 'rulebases';
  if (/:netobj \(|:servobj \(|:netobj\s*\(/.test(head)) return 'objects';
  return undefined;
}

const hasRules = (pkg: TLegacyPackage) =>
  pkg.node.children.some((c) => c.key === 'rule' || c.key === 'rule_adtr');

/** The policy packages of the rulebases files of a set that hold rules, in file order. */
export function legacyParts(files: readonly TSourceFile[]): TSourceParts | undefined {
  const names = files
    .filter((file) => legacyKind(file.text) === 'rulebases')
    .flatMap((file) => legacyPackages(readLegacyFile(file)).filter(hasRules))
    .map((pkg) => pkg.name);
  return names.length > 1 ? { kind: 'Policy package', names } : undefined;
}

/** The package asked for, else the first with rules (a rulebases file holds every package). */
function choose(
  packages: TLegacyPackage[],
  wanted: string | undefined,
): { pkg?: TLegacyPackage; why: string } {
  const named = wanted?.replace(/^##/, '').toLowerCase();
  const asked = packages.find((pkg) => pkg.name.toLowerCase() === named);
  if (asked) return { pkg: asked, why: 'as asked' };
  const pkg = packages.find(hasRules) ?? packages[0];
  const why = wanted
    ? `no package is named ${wanted}; the first with rules`
    : 'the first with rules';
  return pkg ? { pkg, why } : { why };
}

function reportUnreadable(ctx: CpContext, legacy: TLegacyFile): void {
  if (!legacy.error) return;
  ctx.report(
    'unrecognised',
    'Other',
    originOf(legacy.file.name, legacy.error.line),
    'CP_LEGACY_SYNTAX',
    `${legacy.file.name} stops being a Check Point database file here (${legacy.error.message}): what follows may be missing from the conversion.`,
  );
}

/**
 * Reads the legacy `objects_5_0.C` / `rulebases_5_0.fws` files of a set into the same readers
 * as the Management API export: objects into the store, one package's access rules as a layer,
 * its manual NAT rules, then the automatic NAT rules its objects define. Returns whether NAT was
 * read (automatic NAT lives on the objects, so an objects file is enough).
 */
export function readLegacy(
  ctx: CpContext,
  parts: { store: CpStore; layers: CpLayers; nat: CpNat },
  files: readonly TSourceFile[],
  wanted: string | undefined,
): boolean {
  const { store, layers, nat } = parts;
  const autoNat = new Map<string, TAutoNatAt>();
  const packages: TLegacyPackage[] = [];
  let objectsRead = false;
  for (const file of files) {
    const legacy = readLegacyFile(file);
    reportUnreadable(ctx, legacy);
    if (legacyKind(file.text) === 'objects') {
      objectsRead = true;
      readLegacyObjects(ctx, store, legacy, autoNat);
    } else packages.push(...legacyPackages(legacy));
  }
  const { pkg: chosen, why } = choose(packages, wanted);
  let count = 0;
  const number = () => (count += 1);
  if (chosen) {
    readLegacyAccess(ctx, store, layers, chosen);
    for (const item of readLegacyNat(ctx, store, chosen, number)) nat.addItem(item);
    if (!objectsRead)
      ctx.report(
        'unsupported',
        'Policies',
        originOf(chosen.legacy.file.name, chosen.node.line),
        'CP_LEGACY_OBJECTS_MISSING',
        'The objects database (objects_5_0.C) is not in the set: no rule object can be resolved. Add it to the set.',
      );
  }
  for (const other of packages.filter((pkg) => pkg !== chosen)) {
    ctx.report(
      'ignored',
      'Policies',
      originOf(other.legacy.file.name, other.node.line, other.node.endLine),
      'CP_LEGACY_OTHER_PACKAGE',
      `Policy package ${other.name} is not converted: the rulebases file holds ${packages.length} packages (${packages.map((p) => p.name).join(', ')}) and ${chosen?.name ?? ''} was converted (${why}). Choose ${other.name} as the scope to convert it instead.`,
      other.name,
    );
  }
  for (const item of automaticNat(store, autoNat, number)) nat.addItem(item);
  unknownAutoNat(ctx, store, autoNat);
  return objectsRead || chosen !== undefined;
}
