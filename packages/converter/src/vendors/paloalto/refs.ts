import type { TRefList } from '../../model/ir.js';
import { APP_DEFAULT_PORTS } from './applications.js';
import type { PanContext } from './context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/** A list resolved to model names, and the members that could not be. */
export interface TResolved {
  refs: TRefList;
  missing: string[];
}

const PREDEFINED_SERVICES = {
  'service-http': [
    {
      protocol: 'tcp' as const,
      dst: [
        [80, 80],
        [8080, 8080],
      ] as [number, number][],
    },
  ],
  'service-https': [{ protocol: 'tcp' as const, dst: [[443, 443]] as [number, number][] }],
};

/** Addresses: object or group names, literals (IP, CIDR, range, country), or `any`. */
export function resolveAddresses(ctx: PanContext, values: string[], node: TXmlNode): TResolved {
  if (values.length === 0 || values.includes('any')) return { refs: 'any', missing: [] };
  const refs: string[] = [];
  const missing: string[] = [];
  for (const value of values) {
    const name = ctx.hasAddress(value) ? value : ctx.literalAddress(value, ctx.origin(node));
    if (name) refs.push(name);
    else missing.push(value);
  }
  return { refs, missing };
}

/** A service name, making the predefined `service-http`/`service-https` when first used. */
export function serviceName(ctx: PanContext, value: string, node: TXmlNode): string | undefined {
  if (ctx.hasService(value)) return value;
  if (value === 'service-http' || value === 'service-https')
    return ctx.generatedService(value, PREDEFINED_SERVICES[value], ctx.origin(node));
  return undefined;
}

/**
 * Services of a rule. `application-default` becomes the standard ports of each listed App-ID
 * (from a table); App-IDs not in it are `missing`.
 */
export function resolveServices(
  ctx: PanContext,
  values: string[],
  applications: string[],
  node: TXmlNode,
): TResolved & { appDefault: boolean } {
  if (values.length === 0 || values.includes('any'))
    return { refs: 'any', missing: [], appDefault: false };
  const refs: string[] = [];
  const missing: string[] = [];
  let appDefault = false;
  for (const value of values) {
    if (value === 'application-default') {
      appDefault = true;
      if (applications.includes('any')) return { refs: 'any', missing: [], appDefault };
      for (const app of applications) {
        const terms = APP_DEFAULT_PORTS[app];
        if (terms) refs.push(ctx.generatedService(`app-${app}`, terms, ctx.origin(node)));
        else missing.push(app);
      }
      continue;
    }
    const name = serviceName(ctx, value, node);
    if (name) refs.push(name);
    else missing.push(value);
  }
  return { refs: [...new Set(refs)], missing, appDefault };
}

/**
 * Zones; a zone no template or vsys here defines is made empty and reported. GlobalProtect
 * users arrive on FortiOS's `ssl.root`: it stands for (or joins) the zones of their tunnel.
 */
export function resolveZones(ctx: PanContext, values: string[], node: TXmlNode): TRefList {
  if (values.length === 0 || values.includes('any')) return 'any';
  const ssl = values.some((zone) => ctx.gpZones.has(zone));
  const zones = values.filter((zone) => ctx.gpZones.get(zone) !== 'only');
  for (const zone of zones) {
    if (ctx.names.has('zones', zone)) continue;
    ctx.model.zones.push({
      name: zone,
      origin: ctx.origin(node),
      interfaces: [],
      intrazone: 'allow',
    });
    ctx.note(
      'zones',
      zone,
      'unsupported',
      'PANOS_ZONE_UNDEFINED',
      'The zone is not defined in this file (a template or the firewall holds it): it is made without interfaces.',
    );
  }
  return ssl ? [...zones, 'ssl.root'] : values;
}
