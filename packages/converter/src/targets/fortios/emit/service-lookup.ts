/**
 * Services by name, indexed once per model: NAT rules look their service up one by one, and a
 * scan of every service per rule made large configurations quadratic (issue 17 item 8).
 */
import type { TService } from '../../../model/ir.js';

const indexes = new WeakMap<readonly TService[], { size: number; byName: Map<string, TService> }>();

/** The first service named `name` (as `services.find` would return it), or undefined. */
export function serviceNamed(
  services: readonly TService[],
  name: string | undefined,
): TService | undefined {
  if (name === undefined) return undefined;
  let index = indexes.get(services);
  // Rebuilt if the list grew since it was indexed, so a lookup never misses a service.
  if (!index || index.size !== services.length) {
    const byName = new Map<string, TService>();
    for (const service of services)
      if (!byName.has(service.name)) byName.set(service.name, service);
    index = { size: services.length, byName };
    indexes.set(services, index);
  }
  return index.byName.get(name);
}
