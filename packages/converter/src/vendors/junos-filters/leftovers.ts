import { codedByStatus, leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

/**
 * What the Junos firewall-filter reader deliberately does not convert, and why (`*`: any one
 * word; the longest path wins). Asked before the Junos (SRX) table, which covers the rest of
 * a Junos configuration (system, protocols, SNMP, ...). Codes: `JUNOS_FILTER_<STATUS>`.
 */
const ROWS: TLeftover[] = [
  {
    path: 'security',
    status: 'unsupported',
    objectType: 'Policies',
    why: 'SRX security configuration (zones, policies, NAT, VPN): this reader converts firewall filters only; convert the file as Juniper SRX for them.',
  },
  {
    path: 'firewall',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'A firewall statement this reader does not convert (a filter family other than inet, a filter option): not converted.',
  },
  ...['inet6', 'any', 'mpls', 'vpls', 'ccc', 'bridge', 'ethernet-switching'].map(
    (family): TLeftover => ({
      path: `firewall family ${family}`,
      status: 'unsupported',
      objectType: 'ACLs',
      why:
        family === 'inet6'
          ? 'IPv6 filters (family inet6) are not converted yet: make the IPv6 policies on FortiOS.'
          : `Filters of family ${family} (layer 2, MPLS or protocol-independent) have no FortiOS firewall-policy counterpart: not converted.`,
    }),
  ),
  {
    path: 'firewall policer',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'Policers (rate limits) are not converted: the terms that use one say so; on FortiOS use a traffic shaper or a DoS policy.',
  },
  {
    path: 'firewall three-color-policer',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'Three-color policers are not converted: use a FortiOS traffic shaper.',
  },
  {
    path: 'firewall family inet filter * term',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'A term statement this reader does not convert.',
  },
  {
    path: 'interfaces * unit * family inet filter',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'An interface filter setting other than input, output, input-list and output-list (filter groups, for instance): not converted.',
  },
  {
    path: 'interfaces * unit * family * filter',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'A filter of a layer-2 or non-IP family on this unit (ethernet-switching, bridge, mpls, any) has no FortiOS firewall-policy counterpart: not converted.',
  },
  {
    path: 'interfaces * unit * family inet6 filter',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'IPv6 filters on interfaces are not converted yet.',
  },
  {
    path: 'policy-options prefix-list',
    status: 'ignored',
    objectType: 'Addresses & Address Groups',
    why: 'A prefix list no converted filter uses (routing policy): not converted.',
  },
  {
    path: 'forwarding-options',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'Forwarding options (forwarding-table filters, sampling, DHCP relay) are not converted: a forwarding-table filter sees all transit traffic; make its policies by hand.',
  },
  {
    path: 'chassis',
    status: 'ignored',
    objectType: 'System',
    why: 'Chassis settings (line cards, aggregated devices): FortiOS hardware is set up separately.',
  },
];

export const LEFTOVERS = leftoverTable(
  'JUNOS_FILTER_UNSUPPORTED',
  codedByStatus('JUNOS_FILTER', ROWS),
);
