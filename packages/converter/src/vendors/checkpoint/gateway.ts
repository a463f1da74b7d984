import type { TInterface } from '../../model/ir.js';
import { isIpv4 } from '../../net/ipv4.js';
import type { CpContext } from './context.js';
import { isObject, items, str, type TJsonObject } from './json-file.js';
import type { CpStore, TCpObject } from './store.js';

/** Gateway objects of the management database that a FortiGate can stand in for. */
const GATEWAY_TYPES = new Set([
  'simple-gateway',
  'simple-cluster',
  'CpmiGatewayCluster',
  'CpmiClusterMember',
]);
export const isManagedGateway = (type: string) => GATEWAY_TYPES.has(type);

/** One interface of the gateway object, as far as zones and tunnels need it. */
export interface TGwInterface {
  name: string;
  raw: TJsonObject;
  topology?: string;
  /** The security zone's name or uid, and whether Check Point derived it from the topology. */
  zone?: { ref: string; auto: boolean };
}

/** The gateway being migrated, or why it cannot be told. */
export type TLocalGateway = { object: TCpObject; interfaces: TGwInterface[] } | { why: string };

const nameOf = (value: unknown) =>
  str(value) ?? (isObject(value) ? (str(value.name) ?? str(value.uid)) : undefined);

/**
 * An interface's security zone. `auto-calculated` zones follow the topology ("according to
 * where the interface leads"): Check Point's predefined ExternalZone, DMZZone or InternalZone.
 */
function zoneOf(raw: TJsonObject): TGwInterface['zone'] {
  const settings = isObject(raw['security-zone-settings']) ? raw['security-zone-settings'] : {};
  const specific = nameOf(settings['specific-zone']) ?? str(settings['specific-zone-uid']);
  if (specific) return { ref: specific, auto: false };
  if (settings['auto-calculated'] !== true) return undefined;
  const topology = str(raw.topology);
  const dmz = isObject(raw['topology-settings'])
    ? raw['topology-settings']['interface-leads-to-dmz'] === true
    : false;
  if (topology === 'external') return { ref: 'ExternalZone', auto: true };
  if (topology === 'internal') return { ref: dmz ? 'DMZZone' : 'InternalZone', auto: true };
  return undefined;
}

/**
 * The gateway this conversion is for: the one the Gaia hostname names, else the only gateway
 * object of the set. Policy targets more gateways than one FortiGate replaces, so with several
 * and no hostname it cannot be told.
 */
export function localGateway(ctx: CpContext, store: CpStore): TLocalGateway {
  const gateways = [...store.byUid.values()].filter(
    (o) => isManagedGateway(o.type) && items(o.raw.interfaces).length > 0,
  );
  const host = ctx.model.hostname?.toLowerCase();
  const object =
    gateways.find((g) => g.name.toLowerCase() === host) ??
    (gateways.length === 1 ? gateways[0] : undefined);
  if (!object)
    return {
      why: gateways.length
        ? `the set has ${gateways.length} gateway objects (${gateways.map((g) => g.name).join(', ')}) and no Gaia hostname names the one migrated`
        : 'no gateway object with its interfaces (show-simple-gateway, details-level full) is in the set',
    };
  const interfaces = items(object.raw.interfaces)
    .filter(isObject)
    .map((raw) => ({ raw, name: str(raw['interface-name']) ?? str(raw.name) ?? '' }))
    .filter((i) => i.name)
    .map(({ raw, name }) => {
      const zone = zoneOf(raw);
      const topology = str(raw.topology);
      return { name, raw, ...(topology ? { topology } : {}), ...(zone ? { zone } : {}) };
    });
  return { object, interfaces };
}

/**
 * The model interface of a gateway interface: the Gaia one when the set has it, else one made
 * from the gateway object (its name and address).
 */
export function ensureInterface(ctx: CpContext, gateway: TCpObject, iface: TGwInterface): string {
  if (ctx.model.interfaces.some((i) => i.name === iface.name)) return iface.name;
  const ip = str(iface.raw['ipv4-address']);
  const prefix = iface.raw['ipv4-mask-length'];
  const vlan = /^(.+)\.(\d+)$/.exec(iface.name);
  const made: TInterface = {
    name: iface.name,
    origin: gateway.origin,
    hardware: iface.name,
    kind: vlan ? 'vlan' : /^bond\d+$/.test(iface.name) ? 'aggregate' : 'physical',
    ...(vlan ? { parent: vlan[1], vlanId: Number(vlan[2]) } : {}),
    addressing:
      ip && isIpv4(ip) && typeof prefix === 'number'
        ? { mode: 'static', addresses: [{ ip, prefix }] }
        : { mode: 'none' },
    enabled: true,
  };
  ctx.model.interfaces.push(made);
  ctx.note(
    'interfaces',
    made.name,
    'partial',
    'CP_GATEWAY_INTERFACE',
    `Made from interface ${iface.name} of gateway object ${gateway.name} (no Gaia configuration in the set gives it): check its hardware name, addressing and settings.`,
  );
  return made.name;
}
