import { defineVendor } from '../toolkit/define-vendor.js';
import { parseJunosFilters } from './parse.js';

/**
 * Juniper Junos routers and switches (MX, EX): stateless firewall filters on interfaces,
 * read with the Junos (SRX) statement reader. An SRX configuration is `juniperSRX`.
 */
export const junosFiltersParser = defineVendor({
  key: 'juniper',
  label: 'Juniper Junos (firewall filters)',
  aliases: ['junos-filters', 'junos-mx', 'junos-ex', 'mx', 'ex'],
  converts: ['Interfaces', 'Addresses & Address Groups', 'ACLs', 'Policies', 'Static Routes'],
  // An SRX file may be converted for its filters too (its security configuration is reported).
  accepts: ['juniper', 'juniperSRX'],
  files: 'one',
  parse: parseJunosFilters,
});
