import { originOf } from '../../model/origin.js';
import { isIpv4, maskToPrefix } from '../../net/ipv4.js';
import type { CpContext } from './context.js';
import type { TJsonObject } from './json-file.js';
import { cellRefs, flag, legacyUid, place, TABLE_OF, type TLegacyFile } from './legacy-file.js';
import { legacyService } from './legacy-services.js';
import { childOf, childrenOf, valueOf, type TLegacyNode } from './legacy-tree.js';
import type { CpStore } from './store.js';

/** Where an object's automatic NAT is defined. */
export interface TAutoNatAt {
  node: TLegacyNode;
  legacy: TLegacyFile;
}

const GATEWAY_TYPES: Record<string, string> = {
  gateway: 'simple-gateway',
  gateway_ckp: 'simple-gateway',
  gateway_cluster: 'simple-cluster',
  cluster_member: 'simple-gateway',
};

/** Why a table of objects_5_0.C that holds no policy objects is left out. */
const TABLE_WHY: Record<string, string> = {
  props:
    'Global properties, including the implied rules (control connections, ICMP, DNS ...), are not converted: add FortiOS policies for any implied rule the gateway relied on.',
  communities: 'VPN communities are not converted from the legacy database.',
};

/** An automatic NAT definition of a network object, as the API's `nat-settings`. */
function natSettings(
  object: TLegacyNode,
): { settings: TJsonObject; node: TLegacyNode } | undefined {
  if (!flag(object, 'add_adtr_rule')) return undefined;
  // NG and later keep the settings in a `:NAT` sub-object; 4.x kept them on the object.
  const inner = childOf(object, 'NAT');
  const node = inner && inner.children.length ? inner : object;
  const method = valueOf(node, 'netobj_adtr_method');
  const ip = valueOf(node, 'valid_ipaddr');
  const hide = method === 'adtr_hide';
  // A hide address of 0.0.0.0 means the gateway's own external address.
  const behindGateway = hide && (!ip || ip === '0.0.0.0');
  return {
    node,
    settings: {
      'auto-rule': true,
      method: hide ? 'hide' : method === 'adtr_static' ? 'static' : (method ?? 'unknown'),
      ...(ip && !behindGateway ? { 'ipv4-address': ip } : {}),
      ...(hide ? { 'hide-behind': behindGateway ? 'gateway' : 'ip-address' } : {}),
    },
  };
}

/** A network object in the API's shape. */
function networkObject(node: TLegacyNode, name: string): TJsonObject {
  const type = (valueOf(node, 'type') ?? '').toLowerCase();
  const comments = valueOf(node, 'comments');
  const base = { name, ...(comments ? { comments } : {}) };
  const ip = valueOf(node, 'ipaddr');
  if (type === 'host' || type === 'host_plain')
    return { ...base, type: 'host', 'ipv4-address': ip };
  if (type === 'network') {
    const mask = valueOf(node, 'netmask');
    const prefix = mask && isIpv4(mask) ? maskToPrefix(mask) : undefined;
    return { ...base, type: 'network', subnet4: ip, 'mask-length4': prefix };
  }
  if (type === 'machines_range')
    return {
      ...base,
      type: 'address-range',
      'ipv4-address-first': valueOf(node, 'ipaddr_first'),
      'ipv4-address-last': valueOf(node, 'ipaddr_last'),
    };
  if (type === 'group')
    return { ...base, type: 'group', members: cellRefs(node, 'network_objects').map((r) => r.uid) };
  if (type === 'dynamic_net_obj') return { ...base, type: 'dynamic-object' };
  const gateway = GATEWAY_TYPES[type];
  if (gateway) {
    const interfaces = childrenOf(childOf(node, 'interfaces'), '').map((i) => ({
      name: valueOf(i, 'officialname') ?? i.head,
      'ipv4-address': valueOf(i, 'ipaddr'),
      'ipv4-mask-length': maskToPrefix(valueOf(i, 'netmask') ?? ''),
    }));
    return { ...base, type: gateway, 'ipv4-address': ip, interfaces };
  }
  return { ...base, type: type ? `legacy ${type}` : 'legacy object without a type' };
}

/**
 * Reads objects_5_0.C into the store: network objects (with their automatic NAT), services and
 * time objects, each in the API's shape under a `table:name` uid. Other tables are reported.
 * Automatic NAT definitions go to `nat` by object uid, in file order.
 */
export function readLegacyObjects(
  ctx: CpContext,
  store: CpStore,
  legacy: TLegacyFile,
  nat: Map<string, TAutoNatAt>,
): void {
  for (const table of legacy.root.children) {
    const name = TABLE_OF[table.key];
    if (!name) {
      ctx.report(
        'ignored',
        'Other',
        originOf(legacy.file.name, table.line, table.endLine),
        'CP_LEGACY_TABLE',
        TABLE_WHY[table.key] ??
          `Table :${table.key} holds no objects a policy converts (servers, resources, settings).`,
        table.key,
      );
      continue;
    }
    for (const node of table.children) {
      if (!node.head) continue;
      const uid = legacyUid(name, node.head);
      place(legacy, uid, node);
      let raw: TJsonObject;
      if (name === 'network_objects') {
        raw = networkObject(node, node.head);
        const auto = natSettings(node);
        if (auto) {
          raw['nat-settings'] = auto.settings;
          if (!nat.has(uid)) nat.set(uid, { node: auto.node, legacy });
        }
      } else if (name === 'services') raw = legacyService(node, node.head);
      else raw = { name: node.head, type: 'time', legacy: true };
      store.add(legacy.file, { ...raw, uid });
      const object = store.get(uid);
      // The database holds Check Point's predefined services beside the customer's own, with
      // nothing to tell them apart: services are converted when a rule uses them.
      if (object && name === 'services' && object.origin.file === legacy.file.name) {
        object.predefined = true;
        object.unusedWhy = "A service no converted rule uses (predefined or the customer's own).";
      }
    }
  }
}
