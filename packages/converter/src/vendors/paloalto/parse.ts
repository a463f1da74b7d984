import { onlyFile } from '../toolkit/define-vendor.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readDhcp, readSystem } from './box.js';
import { PanContext } from './context.js';
import { readGlobalProtect } from './globalprotect.js';
import { readInterfaces, readZones } from './interfaces.js';
import { rewriteDnatDestinations } from './dnat-rewrite.js';
import { readNatRules, type TDnatMapping } from './nat-rules.js';
import { readObjects } from './objects.js';
import { choosePanoramaDomain } from './panorama.js';
import { readRoutes } from './routing.js';
import { readDefaultRules, readSecurityRules } from './security-rules.js';
import { sweep } from './sweep.js';
import { readLocalUsers } from './users.js';
import { readVpn } from './vpn.js';
import { reportVipOverlaps } from './vip-overlap.js';
import { serviceName } from './refs.js';
import { configOf, cutShort, readPanTree } from './read-tree.js';
import { panosParts } from './parts.js';
import { at, child, entries, nameOf, type TXmlNode } from '../toolkit/xml-tree.js';

const SET_CUT =
  'The file ends without a line break: its last line may be cut short, so the object or rule it writes is not converted (add a line break if the file is complete).';

/** Where the parts of one policy domain are: objects, network, and the rulebases in order. */
export interface TPolicyDomain {
  /** Object scopes, shared first (a later scope shadows an earlier one). */
  objects: TXmlNode[];
  network: TXmlNode | undefined;
  deviceconfig: TXmlNode | undefined;
  zoneScopes: TXmlNode[];
  /** Rulebases in evaluation order with their layer name. */
  rulebases: { layer: string; node: TXmlNode | undefined }[];
}

/**
 * Reads a PAN-OS firewall or Panorama export (XML: bare `<config>` or an XML API `<response>`;
 * or the `set` or brace CLI format; one file) into the model. `options.part` names the vsys (firewall) or
 * device group (Panorama); without it the first is read and the others are reported.
 */
export function parsePanos(files: readonly TSourceFile[], options: TParseOptions): TParseResult {
  const { name: file, text } = onlyFile(files);
  const ctx = new PanContext(file);
  const { root, errors, notes, format, open } = readPanTree(text);
  const cut = format === 'set' && open.length ? SET_CUT : cutShort(open);
  if (cut) {
    // A file cut short: a verdict over what was read can never be `equivalent`.
    ctx.model.incomplete = [cut];
    const last = text.split(/\r?\n/).length;
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file, line: last, endLine: last },
      'PANOS_CUT_SHORT',
      cut,
    );
  }
  for (const note of notes) {
    const origin = { file, line: note.line, endLine: note.endLine };
    ctx.diag.line(note.status, note.objectType, origin, note.code, note.message, note.name);
  }
  // A file cut short fails to close each open element: PANOS_CUT_SHORT says it once.
  const shown = cut ? errors.filter((e) => !/unclosed tag|unexpected end/.test(e.message)) : errors;
  for (const error of shown) {
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file, line: error.line, endLine: error.line },
      'PANOS_XML_ERROR',
      `The XML is not well-formed here (${error.message}): what follows may be missing.`,
    );
  }
  if (!root) {
    const lines = text.split(/\r?\n/).length;
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file, line: 1, endLine: lines },
      'PANOS_NOT_XML',
      'No XML configuration could be read: export the configuration as XML, or in the set or brace format.',
    );
    return { model: ctx.model, diagnostics: ctx.diag };
  }
  const config = configOf(root);
  if (config) {
    ctx.model.version = config.attrs['detail-version'] ?? config.attrs.version;
    const domain = choosePolicyDomain(ctx, config, options);
    if (domain) readPolicyDomain(ctx, domain);
  }
  sweep(ctx, root, format);
  const parts = config && panosParts(config);
  return { model: ctx.model, diagnostics: ctx.diag, ...(parts ? { parts } : {}) };
}

function choosePolicyDomain(
  ctx: PanContext,
  config: TXmlNode,
  options: TParseOptions,
): TPolicyDomain | undefined {
  const [device, ...others] = entries(child(config, 'devices'));
  for (const other of others)
    ctx.report(
      'unsupported',
      'Other',
      other,
      'PANOS_OTHER_DEVICE',
      'Only the first device entry is converted.',
      nameOf(other),
    );
  if (!device) return undefined;
  if (child(device, 'device-group') || child(device, 'template'))
    return choosePanoramaDomain(ctx, config, device, options);
  const all = entries(child(device, 'vsys'));
  const vsys = all.find((v) => nameOf(v) === options.part) ?? all[0];
  for (const other of all) {
    if (other !== vsys)
      ctx.report(
        'unsupported',
        'Other',
        other,
        'PANOS_OTHER_VSYS',
        `vsys ${nameOf(other)} is not converted in this run: convert it with vdom "${nameOf(other)}".`,
        nameOf(other),
      );
  }
  const shared = child(config, 'shared');
  // Rules and objects Panorama pushed to a managed firewall (`set policy panorama …`) wrap its
  // own: pushed pre-rules, local rules, pushed post-rules (spec §4).
  const pushed = at(config, 'policy', 'panorama');
  const rulebase = child(vsys, 'rulebase');
  return {
    objects: [shared, pushed, vsys].filter((n): n is TXmlNode => !!n),
    network: child(device, 'network'),
    deviceconfig: child(device, 'deviceconfig'),
    zoneScopes: vsys ? [vsys] : [],
    rulebases: [
      ...(pushed ? [{ layer: 'panorama-pre', node: child(pushed, 'pre-rulebase') }] : []),
      { layer: 'rule', node: rulebase },
      ...(pushed ? [{ layer: 'panorama-post', node: child(pushed, 'post-rulebase') }] : []),
    ],
  };
}

function readPolicyDomain(ctx: PanContext, domain: TPolicyDomain): void {
  domain.objects.forEach((node, index) =>
    readObjects(ctx, node, index < domain.objects.length - 1),
  );
  // Predefined services named only inside service groups.
  for (const group of ctx.model.serviceGroups) {
    const node = domain.objects.find(
      (o) => o.line <= group.origin.line && o.endLine >= group.origin.endLine,
    );
    for (const member of group.members) if (node) serviceName(ctx, member, node);
  }
  readVpn(ctx, domain.network);
  readLocalUsers(ctx, [...new Set([...domain.objects, ...domain.zoneScopes])]);
  // Before interfaces and zones: the GlobalProtect tunnel interface becomes ssl.root.
  ctx.gpGroups = readGlobalProtect(ctx, domain)?.groups ?? [];
  readInterfaces(ctx, domain.network);
  for (const zones of domain.zoneScopes) readZones(ctx, zones);
  readRoutes(ctx, domain.network);
  readDhcp(ctx, domain.network);
  readSystem(ctx, domain.deviceconfig);
  const mappings: TDnatMapping[] = [];
  for (const { layer, node } of domain.rulebases)
    readSecurityRules(ctx, at(node, 'security', 'rules'), layer);
  for (const { layer, node } of domain.rulebases)
    mappings.push(...readNatRules(ctx, at(node, 'nat', 'rules'), layer));
  reportVipOverlaps(ctx);
  for (const { node } of domain.rulebases) readDefaultRules(ctx, node);
  rewriteDnatDestinations(ctx, mappings);
}
