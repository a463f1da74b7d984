import { originOf } from '../../model/origin.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { CpAccess } from './access.js';
import { CpContext } from './context.js';
import { readGaia } from './gaia.js';
import { isObject, readJsonFile, str } from './json-file.js';
import { CpLayers } from './layers.js';
import { legacyKind, legacyParts, readLegacy } from './legacy.js';
import { CpNat } from './nat.js';
import { CpObjects } from './objects.js';
import { CpStore } from './store.js';
import { CpVpn } from './vpn.js';
import { CpZones } from './zones.js';

/** What a file of the set is, from its content (names vary between export tools). */
export function fileKind(text: string): 'json' | 'gaia' | 'legacy' | 'unknown' {
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  if (legacyKind(text)) return 'legacy';
  const lines = start.split(/\r?\n/, 400);
  if (
    lines.some(
      (l) =>
        l.startsWith('# Language version: ') ||
        /^(set|add) (interface|hostname|static-route) /.test(l),
    )
  )
    return 'gaia';
  return 'unknown';
}

/**
 * Reads a Check Point export, given as a set of files converted together into one model:
 * Management API JSON (access and NAT rulebases, objects lists), a Gaia clish configuration of
 * the gateway, and the legacy database files (objects_5_0.C, rulebases_5_0.fws; `options.part`
 * picks the policy package; `parts` lists the packages). Every rule, object and line ends up in the model or in the
 * diagnostics.
 */
export function parseCheckPoint(
  files: readonly TSourceFile[],
  options: TParseOptions,
): TParseResult {
  const ctx = new CpContext(files[0]?.name ?? '');
  const store = new CpStore();
  const objects = new CpObjects(ctx, store);
  const layers = new CpLayers(ctx, store);
  const nat = new CpNat(ctx, store, objects);
  let hasNat = false;
  const legacy: TSourceFile[] = [];
  for (const file of files) {
    const kind = fileKind(file.text);
    if (kind === 'gaia') readGaia(ctx, file);
    else if (kind === 'legacy') legacy.push(file);
    else if (kind === 'unknown') {
      ctx.report(
        'unrecognised',
        'Other',
        originOf(file.name, 1, file.text.split(/\r?\n/).length),
        'CP_FILE_UNKNOWN',
        `${file.name} is no Check Point export this converter knows (Management API JSON, Gaia clish, objects_5_0.C or rulebases_5_0.fws).`,
      );
    } else {
      const json = readJsonFile(ctx, file);
      for (const page of json?.pages ?? []) {
        if (!json) break;
        const at = originOf(json.name, 1, json.lines);
        if (page.kind === 'access') layers.addPage(json, page.value);
        else if (page.kind === 'nat') {
          hasNat = true;
          nat.addPage(json, page.value);
        } else if (page.kind === 'objects') store.addPage(json, page.value);
        else if (page.kind === 'layers') layers.addLayerList(json, page.value);
        else if (page.kind === 'empty-rulebase')
          ctx.report(
            'ignored',
            'Policies',
            at,
            'CP_EMPTY_RULEBASE',
            `A rulebase page without rules (${str(page.value.name) ?? 'unnamed'}).`,
          );
        else
          ctx.report(
            'unrecognised',
            'Other',
            at,
            'CP_JSON_UNKNOWN',
            'A JSON document that is no Management API response this converter reads (show-access-rulebase, show-nat-rulebase, show-objects, typed object lists, show-access-layers).',
          );
      }
    }
  }
  if (legacy.length)
    hasNat = readLegacy(ctx, { store, layers, nat }, legacy, options.part) || hasNat;
  const zones = new CpZones(ctx, store);
  const vpn = new CpVpn(ctx, store, objects, zones);
  vpn.convert();
  new CpAccess(ctx, store, objects, layers, zones, vpn).convert();
  nat.convert();
  objects.finish();
  notePreNat(ctx, nat.translatedDestinations);
  if (!hasNat) noteAutoNat(ctx, store);
  const parts = legacyParts(files);
  return { model: ctx.model, diagnostics: ctx.diag, ...(parts ? { parts } : {}) };
}

/** Check Point matches access rules on the packet before NAT; FortiOS central NAT after it. */
function notePreNat(ctx: CpContext, translated: Set<string>): void {
  for (const policy of ctx.model.policies) {
    const named = policy.dstAddr === 'any' ? [] : policy.dstAddr.filter((n) => translated.has(n));
    if (!named.length) continue;
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'CP_PRE_NAT_MATCH',
      `Its destination ${named.join(', ')} is translated by NAT. Check Point matches the packet before NAT, FortiOS (central NAT) after the VIP: check that it names the address FortiOS sees.`,
    );
  }
}

/**
 * Objects with automatic NAT when the NAT rulebase, which holds those rules, is not in the set:
 * each translation is reported as a NAT rule not converted, so no verdict passes it over.
 */
function noteAutoNat(ctx: CpContext, store: CpStore): void {
  for (const object of store.byUid.values()) {
    const settings = object.raw['nat-settings'];
    if (!isObject(settings) || settings['auto-rule'] !== true) continue;
    ctx.report(
      'unsupported',
      'NAT',
      object.origin,
      'CP_AUTO_NAT_MISSING',
      `The automatic ${str(settings.method) ?? ''} NAT of ${object.name} is not converted: the NAT rulebase (show-nat-rulebase), which holds its rules and their order, is not in the set. Add it to the set.`,
      object.name,
    );
  }
}
