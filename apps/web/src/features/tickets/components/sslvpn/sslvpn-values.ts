import { isIpv4, isIpv4Cidr, SSLVPN_PORTALS, type TSslVpnSettings } from '@fwmig/contract';
import { REQUIRED_MESSAGE } from '../../../../ui/form/form-rules';

/**
 * The form's shape of ZSslVpnSettings: list entries are objects (react-hook-form's field arrays
 * key their rows), and the port is null while its input is empty.
 */
export interface TSslVpnFormValues {
  listenInterface: string;
  port: number | null;
  serverCertificate: string;
  tunnelPool: { value: string }[];
  dnsServers: { value: string }[];
  splitTunnelling: boolean;
  splitNetworks: { value: string }[];
  portalMappings: { group: string; portal: string }[];
  defaultPortal: string;
}

export type TAddressListName = 'tunnelPool' | 'dnsServers' | 'splitNetworks';

/** FortiOS's own defaults where it has them; the interface and the pools are the customer's. */
export const NEW_SETTINGS: TSslVpnFormValues = {
  listenInterface: '',
  port: 10443,
  serverCertificate: 'Fortinet_Factory',
  tunnelPool: [{ value: '' }],
  dnsServers: [],
  splitTunnelling: false,
  splitNetworks: [],
  portalMappings: [],
  defaultPortal: 'full-access',
};

/** ZSslVpnSettings's limits. */
export const LIMITS = { tunnelPool: 8, dnsServers: 2, splitNetworks: 64, portalMappings: 64 };

const rows = (values: readonly string[]) => values.map((value) => ({ value }));

export function toFormValues(settings: TSslVpnSettings | null): TSslVpnFormValues {
  if (!settings) return NEW_SETTINGS;
  return {
    ...settings,
    tunnelPool: rows(settings.tunnelPool),
    dnsServers: rows(settings.dnsServers),
    splitNetworks: rows(settings.splitNetworks),
    portalMappings: settings.portalMappings.map((m) => ({ ...m })),
  };
}

/** What is sent: trimmed; the split networks only while split tunnelling is on. */
export function toSettings(values: TSslVpnFormValues): TSslVpnSettings {
  const list = (entries: { value: string }[]) => entries.map((entry) => entry.value.trim());
  return {
    listenInterface: values.listenInterface.trim(),
    port: values.port ?? 0,
    serverCertificate: values.serverCertificate.trim(),
    tunnelPool: list(values.tunnelPool),
    dnsServers: list(values.dnsServers),
    splitTunnelling: values.splitTunnelling,
    splitNetworks: values.splitTunnelling ? list(values.splitNetworks) : [],
    portalMappings: values.portalMappings.map((m) => ({
      group: m.group.trim(),
      portal: m.portal.trim(),
    })),
    defaultPortal: values.defaultPortal.trim(),
  };
}

/** The contract's messages, as the start of a sentence. */
export const MESSAGES = {
  cidr: 'Must be an IPv4 network with a mask /8 to /32 (a.b.c.d/nn)',
  ipv4: 'Must be an IPv4 address (a.b.c.d)',
  port: 'Must be a port number from 1 to 65535',
  tunnelPoolEmpty: 'Add at least one tunnel address pool',
  splitNetworksEmpty: 'Split tunnelling needs at least one network',
};

/** spec §5: IPv4 with a /8-/32 mask. */
export function checkCidr(value: string): true | string {
  const text = value.trim();
  if (text === '') return REQUIRED_MESSAGE;
  return isIpv4Cidr(text) || MESSAGES.cidr;
}

/** spec §5: a plain IPv4 address. */
export function checkIpv4(value: string): true | string {
  const text = value.trim();
  if (text === '') return REQUIRED_MESSAGE;
  return isIpv4(text) || MESSAGES.ipv4;
}

/** A FortiOS object name, as ZSslVpnSettings's `name` checks it. */
export function checkName(value: string): true | string {
  const text = value.trim();
  if (text === '') return REQUIRED_MESSAGE;
  if (text.length > 35) return 'At most 35 characters (a FortiOS name)';
  return /^[^"\\]+$/.test(text) || 'May not contain quotes or backslashes';
}

export function checkPort(value: number | null): true | string {
  if (value === null || Number.isNaN(value)) return REQUIRED_MESSAGE;
  return (Number.isInteger(value) && value >= 1 && value <= 65535) || MESSAGES.port;
}

/** The FortiOS portals, and a portal name typed in when it is none of them. */
export function isPresetPortal(value: string): boolean {
  return SSLVPN_PORTALS.some((portal) => portal === value);
}

/** A mapping's group that an earlier row already maps (FortiOS keeps one rule per group). */
export function checkGroupUnique(
  group: string,
  all: TSslVpnFormValues['portalMappings'],
  index: number,
) {
  const key = group.trim().toLowerCase();
  const earlier = all.slice(0, index).some((m) => m.group.trim().toLowerCase() === key);
  return !earlier || `${group.trim()} is mapped twice`;
}
