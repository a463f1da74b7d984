import type { TSourceInterface } from '@fwmig/contract';
import type { TConfigModel } from '@fwmig/converter';

/**
 * The source's ports as the mapping editor shows them: each hardware port the engine placed on
 * the target, with the names, addresses and VLANs the source gives it.
 */
export function sourceInterfacesOf(
  model: TConfigModel,
  ports: Record<string, string>,
): TSourceInterface[] {
  return Object.entries(ports).map(([hardware, target]) => {
    const own = model.interfaces.find((iface) => iface.hardware === hardware);
    const vlans = model.interfaces.filter((iface) => iface.parent === hardware);
    const related = [own, ...vlans].filter((iface) => iface !== undefined);
    const names = related.map((iface) => iface.name).filter((name) => name !== hardware);
    const addresses = related.flatMap((iface) =>
      iface.addressing.mode === 'static'
        ? iface.addressing.addresses.map((a) => `${a.ip}/${a.prefix}`)
        : iface.addressing.mode === 'none'
          ? []
          : [iface.addressing.mode],
    );
    return {
      hardware,
      names: [...new Set(names)],
      kind: own?.managementOnly ? 'management' : (own?.kind ?? 'physical'),
      addresses,
      vlans: vlans.length,
      description: own?.description ?? '',
      target,
    };
  });
}
