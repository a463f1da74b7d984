import { z } from 'zod';
import { isIpv4, isIpv4Cidr } from './validators.js';

const ipv4 = z.string().trim().refine(isIpv4, { message: 'must be an IPv4 address (a.b.c.d)' });
const cidr = z
  .string()
  .trim()
  .refine(isIpv4Cidr, { message: 'must be an IPv4 network with a mask /8 to /32 (a.b.c.d/nn)' });
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${what} is required` })
    .max(35, { message: `${what} may be at most 35 characters (a FortiOS name)` })
    .regex(/^[^"\\]+$/, { message: `${what} may not contain quotes or backslashes` });

/** The SSL VPN web portals FortiOS ships with; a custom portal name is also allowed. */
export const SSLVPN_PORTALS = ['full-access', 'tunnel-access', 'web-access'] as const;

/**
 * The SSL VPN settings the converted configuration should carry (route
 * /ticket/sslvpnsetting/{careId}), as FortiOS `config vpn ssl settings` needs them.
 */
export const ZSslVpnSettings = z
  .object({
    listenInterface: name('The listening interface'),
    port: z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a whole number' })
      .min(1, { message: 'must be 1-65535' })
      .max(65535, { message: 'must be 1-65535' }),
    serverCertificate: name('The server certificate'),
    tunnelPool: z.array(cidr).min(1, { message: 'add at least one tunnel address pool' }).max(8),
    dnsServers: z.array(ipv4).max(2, { message: 'at most two DNS servers' }),
    splitTunnelling: z.boolean(),
    splitNetworks: z.array(cidr).max(64),
    portalMappings: z
      .array(z.object({ group: name('The user group'), portal: name('The portal') }))
      .max(64),
    defaultPortal: name('The default portal'),
  })
  .superRefine((value, ctx) => {
    if (value.splitTunnelling && value.splitNetworks.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['splitNetworks'],
        message: 'split tunnelling needs at least one network',
      });
    }
    const groups = new Set<string>();
    value.portalMappings.forEach((mapping, index) => {
      const key = mapping.group.toLowerCase();
      if (groups.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['portalMappings', index, 'group'],
          message: `${mapping.group} is mapped twice`,
        });
      }
      groups.add(key);
    });
  })
  .meta({ id: 'SslVpnSettings' });
export type TSslVpnSettings = z.infer<typeof ZSslVpnSettings>;
