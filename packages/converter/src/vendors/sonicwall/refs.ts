import type { SonicWallContext } from './context.js';
import { field } from './tables.js';

/** Fields that name address objects or groups, per table. */
const ADDRESS_FIELDS: Readonly<Record<string, readonly string[]>> = {
  policy: ['SrcNet', 'DstNet'],
  natPolicy: ['OrigSrc', 'OrigDst', 'TransSrc', 'TransDst'],
  pbrObj: ['Src', 'Dst', 'Gw'],
  ipsec: ['LocalNetwork', 'RemoteNetwork'],
};

/** Fields that name service objects or groups, per table. */
const SERVICE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  policy: ['DstSvc', 'SrcSvc'],
  natPolicy: ['OrigSvc', 'TransSvc'],
  pbrObj: ['Svc'],
};

function named(ctx: SonicWallContext, fields: Readonly<Record<string, readonly string[]>>) {
  const out = new Set<string>();
  for (const [table, names] of Object.entries(fields))
    for (const row of ctx.tables.rows(table))
      for (const name of names) {
        const value = field(row, name);
        if (value) out.add(value);
      }
  return out;
}

/**
 * Objects the rules, NAT, routes and tunnels name: the built-in objects among them are
 * converted, the others (hundreds in every export) are not.
 */
export const referencedAddresses = (ctx: SonicWallContext) => named(ctx, ADDRESS_FIELDS);
export const referencedServices = (ctx: SonicWallContext) => named(ctx, SERVICE_FIELDS);

/** User-defined objects carry properties 14 (reference §3); absent counts as user-defined. */
export const isUserDefined = (properties: string) => properties === '' || properties === '14';
