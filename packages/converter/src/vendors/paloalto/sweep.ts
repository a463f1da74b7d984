import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import type { PanContext } from './context.js';
import type { TPanFormat } from './read-tree.js';
import type { TXmlNode } from './xml-tree.js';

type TReason = [TReportStatus, TObjectType, string, string];

/** Why a section no reader takes is not converted, by element name. */
const REASONS: Record<string, TReason> = {
  'mgt-config': [
    'ignored',
    'System',
    'PANOS_ADMINS',
    'Administrator accounts and password rules of the management plane: recreate administrators on the FortiGate.',
  ],
  deviceconfig: [
    'ignored',
    'System',
    'PANOS_DEVICE_SETTINGS',
    'Device settings (management, NTP, logging, HA...) are not converted.',
  ],
  setting: ['ignored', 'System', 'PANOS_DEVICE_SETTINGS', 'Device settings are not converted.'],
  system: [
    'ignored',
    'System',
    'PANOS_DEVICE_SETTINGS',
    'Management-plane system settings (NTP, banners, update schedules...) are not converted.',
  ],
  profiles: [
    'unsupported',
    'Other',
    'PANOS_PROFILES',
    'Security, monitor and interface-management profiles are not converted: configure FortiOS profiles.',
  ],
  'profile-group': [
    'unsupported',
    'Other',
    'PANOS_PROFILES',
    'Security profile groups are not converted.',
  ],
  'log-settings': [
    'ignored',
    'System',
    'PANOS_LOG_SETTINGS',
    'Log forwarding and log settings are not converted.',
  ],
  application: [
    'unsupported',
    'Services & Service Groups',
    'PANOS_CUSTOM_APP',
    'Custom App-IDs are not converted (FortiOS application signatures differ).',
  ],
  'application-group': [
    'unsupported',
    'Services & Service Groups',
    'PANOS_APP_GROUP',
    'Application groups are not converted.',
  ],
  'application-filter': [
    'unsupported',
    'Services & Service Groups',
    'PANOS_APP_FILTER',
    'Application filters are not converted.',
  ],
  tag: ['ignored', 'Other', 'PANOS_TAGS', 'Tags are labels with no effect on traffic.'],
  'external-list': [
    'unsupported',
    'Addresses & Address Groups',
    'PANOS_EDL',
    'External dynamic lists are not converted: create a FortiOS external resource.',
  ],
  region: [
    'unsupported',
    'Addresses & Address Groups',
    'PANOS_REGION',
    'Custom regions are not converted.',
  ],
  'global-protect': [
    'unsupported',
    'SSLVPN',
    'PANOS_GLOBALPROTECT',
    'Not converted: only a tunnel-mode GlobalProtect gateway (with its portal) becomes FortiOS SSL VPN, and this setting has no counterpart there.',
  ],
  'global-protect-gateway': [
    'unsupported',
    'SSLVPN',
    'PANOS_GLOBALPROTECT',
    'A GlobalProtect gateway setting with no FortiOS SSL VPN counterpart here: not converted.',
  ],
  'global-protect-portal': [
    'unsupported',
    'SSLVPN',
    'PANOS_GLOBALPROTECT',
    'A GlobalProtect portal setting with no FortiOS SSL VPN counterpart here: not converted.',
  ],
  'local-user-database': [
    'unsupported',
    'Local Users & Groups',
    'PANOS_LOCAL_USERS',
    'Local users of a scope this conversion does not read.',
  ],
  'user-group': [
    'unsupported',
    'Local Users & Groups',
    'PANOS_USER_GROUPS',
    'User groups are not converted yet.',
  ],
  'server-profile': [
    'unsupported',
    'Local Users & Groups',
    'PANOS_AUTH_SERVERS',
    'Authentication and log server profiles are not converted.',
  ],
  'authentication-profile': [
    'unsupported',
    'Local Users & Groups',
    'PANOS_AUTH_PROFILE',
    'Authentication profiles are not converted.',
  ],
  'group-mapping': [
    'unsupported',
    'Local Users & Groups',
    'PANOS_USER_ID',
    'User-ID group mapping is not converted.',
  ],
  pbf: ['unsupported', 'Policies', 'PANOS_PBF', 'Policy-based forwarding rules are not converted.'],
  decryption: [
    'unsupported',
    'Policies',
    'PANOS_DECRYPTION',
    'Decryption rules are not converted (FortiOS SSL inspection profiles).',
  ],
  'application-override': [
    'unsupported',
    'Policies',
    'PANOS_APP_OVERRIDE',
    'Application override rules are not converted.',
  ],
  qos: ['unsupported', 'Policies', 'PANOS_QOS', 'QoS is not converted.'],
  dos: ['unsupported', 'Policies', 'PANOS_DOS', 'DoS protection rules are not converted.'],
  authentication: [
    'unsupported',
    'Policies',
    'PANOS_AUTH_RULES',
    'Authentication rules are not converted.',
  ],
  'tunnel-inspect': [
    'unsupported',
    'Policies',
    'PANOS_TUNNEL_INSPECT',
    'Tunnel inspection rules are not converted.',
  ],
  sdwan: ['unsupported', 'Policies', 'PANOS_SDWAN', 'SD-WAN rules are not converted.'],
  readonly: ['ignored', 'Other', 'PANOS_READONLY', 'Panorama bookkeeping (read-only section).'],
  'dns-proxy': ['unsupported', 'DNS', 'PANOS_DNS_PROXY', 'DNS proxy is not converted.'],
  'shared-gateway': [
    'unsupported',
    'Other',
    'PANOS_SHARED_GATEWAY',
    'Shared gateways (multi-vsys) are not converted.',
  ],
  import: [
    'converted',
    'Interfaces',
    'PANOS_VSYS_IMPORT',
    'Interfaces of the vsys: converted with the interfaces.',
  ],
  ike: [
    'unsupported',
    'VPN IPSEC Phase1 & Phase2',
    'PANOS_IKE_OTHER',
    'IKE settings not converted.',
  ],
  'virtual-router': [
    'ignored',
    'Static Routes',
    'PANOS_VR_SETTINGS',
    'Router settings (ECMP, administrative distances, redistribution) are not converted.',
  ],
  'logical-router': [
    'ignored',
    'Static Routes',
    'PANOS_VR_SETTINGS',
    'Router settings are not converted.',
  ],
  devices: [
    'ignored',
    'Other',
    'PANOS_DG_DEVICES',
    'Firewalls (serial numbers) the device group or stack applies to.',
  ],
  vlan: [
    'unsupported',
    'Interfaces',
    'PANOS_VLAN_INTERFACE',
    'VLAN (layer 2 bridge) interfaces are not converted.',
  ],
  botnet: ['ignored', 'Other', 'PANOS_BOTNET', 'Botnet report settings are not converted.'],
  'ssl-decrypt': [
    'unsupported',
    'Other',
    'PANOS_SSL_DECRYPT',
    'SSL decryption settings are not converted.',
  ],
  'captive-portal': [
    'unsupported',
    'Policies',
    'PANOS_CAPTIVE_PORTAL',
    'Captive portal rules are not converted.',
  ],
  'application-status': [
    'ignored',
    'Other',
    'PANOS_APP_STATUS',
    'Disabled App-IDs list: no FortiOS counterpart.',
  ],
  'global-protect-app-crypto-profiles': [
    'unsupported',
    'SSLVPN',
    'PANOS_GLOBALPROTECT',
    'GlobalProtect crypto profiles are not converted.',
  ],
  'admin-role': [
    'ignored',
    'System',
    'PANOS_ADMIN_ROLES',
    'Administrator roles are not converted.',
  ],
  reports: ['ignored', 'Other', 'PANOS_REPORTS', 'Report definitions are not converted.'],
  'report-group': ['ignored', 'Other', 'PANOS_REPORTS', 'Report groups are not converted.'],
  'email-scheduler': [
    'ignored',
    'Other',
    'PANOS_REPORTS',
    'Report e-mail schedules are not converted.',
  ],
  'pdf-summary-report': ['ignored', 'Other', 'PANOS_REPORTS', 'PDF reports are not converted.'],
  'alg-override': ['ignored', 'Other', 'PANOS_ALG', 'ALG overrides are not converted.'],
  'authentication-sequence': [
    'ignored',
    'Local Users & Groups',
    'PANOS_AUTH_SEQUENCE',
    'Authentication sequences are not converted.',
  ],
  'content-preview': [
    'ignored',
    'Other',
    'PANOS_CONTENT_PREVIEW',
    'Content preview settings are not converted.',
  ],
  certificate: [
    'ignored',
    'System',
    'PANOS_CERTIFICATES',
    'Certificates are not converted (their keys cannot be exported this way).',
  ],
  panorama: [
    'ignored',
    'System',
    'PANOS_PANORAMA_SETTINGS',
    'Panorama settings of the management server are not converted.',
  ],
  lldp: ['ignored', 'Interfaces', 'PANOS_LLDP', 'LLDP settings are not converted.'],
  'parent-dg': [
    'converted',
    'Other',
    'PANOS_DG_PARENT',
    'Parent device group: the converted group inherits its objects and rules.',
  ],
  variable: [
    'ignored',
    'Other',
    'PANOS_TEMPLATE_VARIABLES',
    'Template variables: substituted where the converted templates use them.',
  ],
};
const STRUCTURE: Record<TPanFormat, string> = {
  xml: 'XML structure: start and end tags of sections and empty lists.',
  set: 'Empty settings and flags that carry nothing to convert on their own.',
  brace: 'Structure: section headers, closing braces and empty lists.',
};

/** Pure containers: read through, so what they hold is reported element by element. */
const CONTAINERS = new Set([
  'response',
  'result',
  'config',
  'shared',
  'devices',
  'entry',
  'vsys',
  'network',
  'rulebase',
  'interface',
  'tunnel',
  'crypto-profiles',
  'device-group',
  'template',
  'pre-rulebase',
  'post-rulebase',
]);

/**
 * Accounts for every element no reader took: a section with a known reason gets it; a container
 * whose descendants were read only contributes its frame lines (start and end tags), merged
 * into runs; anything else is unrecognised. Nothing is dropped silently.
 */
export function sweep(ctx: PanContext, root: TXmlNode, format: TPanFormat = 'xml'): void {
  const frames = new Set<number>();
  const visit = (node: TXmlNode, parent: string, inherited: TReason | undefined) => {
    if (ctx.handled.has(node)) return;
    const reason = REASONS[node.name] ?? inherited;
    if (node.children.length === 0 && node.text === '' && !node.attrs.name) {
      frames.add(node.line);
      frames.add(node.endLine);
      return;
    }
    if (hasHandled(ctx, node) || (!reason && CONTAINERS.has(node.name))) {
      // A node read from set lines has no line of its own: its descendants account for them.
      if (node.framed !== false) {
        frames.add(node.line);
        frames.add(node.endLine);
      }
      for (const c of node.children) visit(c, node.name, reason);
      return;
    }
    const name = node.attrs.name;
    if (reason) ctx.report(reason[0], reason[1], node, reason[2], reason[3], name);
    else
      ctx.report(
        'unrecognised',
        'Other',
        node,
        'PANOS_UNRECOGNISED',
        `<${node.name}> under <${parent}> is not read by the PAN-OS converter.`,
        name,
      );
  };
  visit(root, '', undefined);
  const sorted = [...frames].sort((a, b) => a - b);
  let start: number | undefined;
  let previous = 0;
  const flush = () => {
    if (start !== undefined)
      ctx.diag.line(
        'ignored',
        'Other',
        { file: ctx.file, line: start, endLine: previous },
        format === 'xml' ? 'PANOS_XML_STRUCTURE' : 'PANOS_CLI_STRUCTURE',
        STRUCTURE[format],
      );
  };
  for (const line of sorted) {
    if (start === undefined || line !== previous + 1) {
      flush();
      start = line;
    }
    previous = line;
  }
  flush();
}

const memo = new WeakMap<TXmlNode, boolean>();
function hasHandled(ctx: PanContext, node: TXmlNode): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  const result = node.children.some((c) => ctx.handled.has(c) || hasHandled(ctx, c));
  memo.set(node, result);
  return result;
}
