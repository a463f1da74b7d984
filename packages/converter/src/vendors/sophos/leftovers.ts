import { leftoverTable } from '../toolkit/leftovers.js';

/**
 * Entities of `Entities.xml` and API answers that are deliberately not converted, and why.
 * Rows are entity tags (the element path joined with spaces); any other entity is reported
 * as not converted (`SOPHOS_ENTITY_NOT_CONVERTED`).
 */
export const SOPHOS_LEFTOVERS = leftoverTable('SOPHOS_NOT_CONVERTED', [
  {
    path: 'Login',
    status: 'ignored',
    objectType: 'System',
    code: 'SOPHOS_API_LOGIN',
    why: 'The API login status of the answer: no configuration.',
  },
  {
    path: 'FirewallRuleGroup',
    status: 'ignored',
    objectType: 'Policies',
    code: 'SOPHOS_RULE_GROUP',
    why: 'A rule group only arranges rules in the web admin: the order of the rules is what decides, and it is kept.',
  },
  {
    path: 'MACHost',
    status: 'unsupported',
    objectType: 'Addresses & Address Groups',
    why: 'MAC hosts are not converted: make FortiOS MAC addresses (type mac) by hand.',
  },
  {
    path: 'CountryGroup',
    status: 'unsupported',
    objectType: 'Addresses & Address Groups',
    why: 'Country groups are not converted: make FortiOS geography addresses by hand.',
  },
  {
    path: 'User',
    status: 'unsupported',
    objectType: 'Local Users & Groups',
    why: 'Users are not converted (passwords cannot be carried): rules name them as user groups; make the FortiOS users or FSSO/LDAP groups.',
  },
  {
    path: 'UserGroup',
    status: 'unsupported',
    objectType: 'Local Users & Groups',
    why: 'User groups are not converted as objects: rules naming them get a FortiOS user group of that name to fill.',
  },
  {
    path: 'AuthenticationServer',
    status: 'unsupported',
    objectType: 'Local Users & Groups',
    why: 'Directory servers (AD, LDAP, RADIUS) are not converted: set up FortiOS user ldap/radius.',
  },
  {
    path: 'SDWANPolicyRoute',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'SD-WAN policy routes are not converted: make FortiOS policy routes or SD-WAN rules.',
  },
  {
    path: 'GatewayHost',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'Gateways with health checks are not converted: make FortiOS link monitors or SD-WAN members.',
  },
  {
    path: 'WebFilterPolicy',
    status: 'ignored',
    objectType: 'Other',
    code: 'SOPHOS_PROFILE_DEFINITION',
    why: 'A web filter policy: rules naming it are reported; build the FortiOS web filter profile by hand.',
  },
  {
    path: 'ApplicationFilterPolicy',
    status: 'ignored',
    objectType: 'Other',
    code: 'SOPHOS_PROFILE_DEFINITION',
    why: 'An application filter policy: rules naming it are reported; build the FortiOS application control list by hand.',
  },
  {
    path: 'IPSPolicy',
    status: 'ignored',
    objectType: 'Other',
    code: 'SOPHOS_PROFILE_DEFINITION',
    why: 'An IPS policy: rules naming it are reported; use a FortiOS IPS sensor.',
  },
  {
    path: 'TrafficShapingPolicy',
    status: 'ignored',
    objectType: 'Other',
    code: 'SOPHOS_PROFILE_DEFINITION',
    why: 'A traffic shaping policy: set FortiOS traffic shapers by hand.',
  },
  {
    path: 'SSLVPNPolicy',
    status: 'unsupported',
    objectType: 'SSLVPN',
    why: 'SSL VPN remote access is not converted: set up FortiOS SSL VPN or dial-up IPsec.',
  },
  {
    path: 'SSLTunnelAccessSettings',
    status: 'unsupported',
    objectType: 'SSLVPN',
    why: 'SSL VPN settings are not converted: set up FortiOS SSL VPN.',
  },
  {
    path: 'DNS',
    status: 'unsupported',
    objectType: 'DNS',
    why: 'DNS settings are not converted: set system dns on FortiOS.',
  },
  {
    path: 'AdminSettings',
    status: 'ignored',
    objectType: 'System',
    why: 'Administration settings: FortiOS administration is set up separately.',
  },
  {
    path: 'Hotfix',
    status: 'ignored',
    objectType: 'System',
    why: 'Firmware hotfix settings have no meaning on FortiOS.',
  },
  {
    path: 'NTPServer',
    status: 'unsupported',
    objectType: 'System',
    why: 'NTP servers are not converted: set system ntp on FortiOS.',
  },
  {
    path: 'Time',
    status: 'ignored',
    objectType: 'System',
    why: 'Time zone and clock: set them on FortiOS.',
  },
]);
