import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import type { SrxContext } from './context.js';
import { startsWith, type TFrame, type TStmt } from './statements.js';

interface TRule {
  path: string[];
  status: TReportStatus;
  type: TObjectType;
  why: string;
}

const rule = (path: string, status: TReportStatus, type: TObjectType, why: string): TRule => ({
  path: path.split(' '),
  status,
  type,
  why,
});

/** What is not converted, and why: the first rule whose path begins the statement wins. */
const RULES: TRule[] = [
  rule(
    'system login',
    'ignored',
    'Local Users & Groups',
    'Administrators and login classes: FortiOS administrators are set up separately, and password hashes cannot be carried.',
  ),
  rule(
    'system root-authentication',
    'ignored',
    'System',
    'The root password hash cannot be carried: set the FortiOS admin password.',
  ),
  rule(
    'system services dhcp',
    'unsupported',
    'DHCP Servers',
    'A DHCP server setting this converter does not read (or a pool no converted interface uses): make it on FortiOS (system dhcp server).',
  ),
  rule(
    'system services dhcp-local-server',
    'unsupported',
    'DHCP Servers',
    'A DHCP local-server setting this converter does not read (interface ranges, overrides, DHCPv6): make it on FortiOS (system dhcp server).',
  ),
  rule(
    'system services dns',
    'unsupported',
    'DNS',
    'The DNS proxy is not converted: FortiOS has system dns-server.',
  ),
  rule(
    'system services',
    'ignored',
    'System',
    'Management services (SSH, web management, NETCONF): FortiOS enables them per interface with allowaccess.',
  ),
  rule(
    'system syslog',
    'unsupported',
    'System',
    'Syslog targets are not converted: set log syslogd on FortiOS.',
  ),
  rule(
    'system ntp',
    'unsupported',
    'System',
    'NTP servers are not converted: set system ntp on FortiOS.',
  ),
  rule(
    'system',
    'ignored',
    'System',
    'A device setting with no FortiOS counterpart converted here (time zone, licence, archive, limits).',
  ),
  rule(
    'chassis',
    'unsupported',
    'System',
    'Chassis and cluster settings: FortiOS HA is configured separately.',
  ),
  rule(
    'security screen',
    'unsupported',
    'Other',
    'Screens (flood and anomaly protection): FortiOS uses DoS policies; not converted.',
  ),
  rule(
    'security alg',
    'ignored',
    'Other',
    'ALG switches: FortiOS session helpers are set separately.',
  ),
  rule('security traceoptions', 'ignored', 'Other', 'Debug tracing has no meaning on FortiOS.'),
  rule(
    'security flow',
    'ignored',
    'Other',
    'Flow tuning (TCP MSS, session options): FortiOS defaults apply.',
  ),
  rule(
    'security log',
    'unsupported',
    'Other',
    'Security logging streams are not converted: set FortiOS log settings.',
  ),
  rule('security idp', 'unsupported', 'Other', 'IDP is not converted: use FortiOS IPS profiles.'),
  rule(
    'security utm',
    'unsupported',
    'Other',
    'UTM features are not converted: use FortiOS security profiles.',
  ),
  rule(
    'security application-tracking',
    'ignored',
    'Other',
    'AppTrack: FortiOS logs applications through application control.',
  ),
  rule(
    'security ike',
    'unsupported',
    'VPN IPSEC Phase1 & Phase2',
    'An IKE setting no VPN conversion reads.',
  ),
  rule(
    'security ipsec',
    'unsupported',
    'VPN IPSEC Phase1 & Phase2',
    'An IPsec setting no VPN conversion reads.',
  ),
  rule(
    'security dynamic-vpn',
    'unsupported',
    'SSLVPN',
    'Dynamic VPN (remote access) is not converted: set up FortiOS dial-up IPsec or SSL VPN.',
  ),
  rule(
    'security remote-access',
    'unsupported',
    'SSLVPN',
    'Juniper Secure Connect is not converted: set up FortiOS dial-up IPsec or SSL VPN.',
  ),
  rule(
    'schedulers',
    'unsupported',
    'Schedules',
    'A scheduler setting this converter does not read: policies that use it are not converted.',
  ),
  rule(
    'access address-assignment',
    'unsupported',
    'Local Users & Groups',
    'An address pool no converted DHCP server uses (remote access, or no DHCP interface in its network): not converted.',
  ),
  rule(
    'access',
    'unsupported',
    'Local Users & Groups',
    'Access profiles (firewall users, remote access) are not converted yet.',
  ),
  rule(
    'protocols',
    'unsupported',
    'Other',
    'Dynamic routing and L2 protocols (BGP, OSPF, LLDP, RSTP) are not converted.',
  ),
  rule(
    'policy-options',
    'unsupported',
    'Other',
    'Routing policy (prefix lists, policy statements) is not converted.',
  ),
  ...['routing-options', 'routing-instances * routing-options'].flatMap((at) => [
    rule(
      `${at} instance-import`,
      'unsupported',
      'Static Routes',
      'Route import from other routing instances (instance-import) is not converted: each FortiOS VRF keeps its own routes, so leak the routes needed between VRFs on FortiOS.',
    ),
    rule(
      `${at} rib-groups`,
      'unsupported',
      'Static Routes',
      'RIB groups (routes copied into other routing tables) are not converted: each FortiOS VRF keeps its own routes, so leak the routes needed between VRFs on FortiOS.',
    ),
    rule(
      `${at} interface-routes`,
      'unsupported',
      'Static Routes',
      'Interface routes shared with other tables (interface-routes rib-group) are not converted: connected networks stay in their own FortiOS VRF.',
    ),
  ]),
  rule(
    'routing-instances * protocols',
    'unsupported',
    'Other',
    'Dynamic routing of a routing instance is not converted.',
  ),
  rule(
    'routing-options',
    'unsupported',
    'Static Routes',
    'A routing option other than static routes (AS number, forwarding table, router id): not converted.',
  ),
  rule(
    'routing-instances',
    'unsupported',
    'Static Routes',
    'A routing-instance setting other than its type, interfaces and static routes: not converted.',
  ),
  rule('snmp', 'unsupported', 'System', 'SNMP is not converted: set system snmp on FortiOS.'),
  rule(
    'firewall',
    'unsupported',
    'ACLs',
    'Firewall filters (stateless ACLs on interfaces) are not converted.',
  ),
  rule(
    'class-of-service',
    'ignored',
    'Other',
    'Class of service: FortiOS traffic shaping is set separately.',
  ),
  rule(
    'vlans',
    'unsupported',
    'Interfaces',
    'Switching VLANs are not converted: make VLAN interfaces on FortiOS.',
  ),
  rule(
    'ethernet-switching-options',
    'ignored',
    'Interfaces',
    'Switching options: no FortiOS counterpart.',
  ),
  rule('services', 'unsupported', 'Other', 'Services (RPM, AppID, AI-script) are not converted.'),
  rule(
    'applications',
    'unsupported',
    'Services & Service Groups',
    'An application setting this converter does not read.',
  ),
  rule('security', 'unrecognised', 'Other', 'A security statement the Junos parser does not read.'),
];

/** Depth of the entry an unconverted statement is grouped into: its rule's path, plus a name. */
const NAMED = new Set([
  'user',
  'file',
  'ids-option',
  'group',
  'policy-statement',
  'prefix-list',
  'filter',
  'rule-set',
  'area',
  'pool',
]);

/**
 * Reports every statement no module read, grouped by rule and by object, so each line of the
 * file is accounted for with a reason.
 */
export function reportLeftovers(ctx: SrxContext, stmts: TStmt[]): void {
  const left = stmts.filter((s) => !ctx.claims.has(s));
  let run: { key: string; stmts: TStmt[]; rule?: TRule; depth: number; frame?: TFrame } | undefined;
  const flush = () => {
    if (!run) return;
    const { rule: r, depth } = run;
    const name = run.stmts[0]?.words.slice(0, depth).join(' ');
    if (r)
      ctx.reportStmts(
        run.stmts,
        depth,
        r.status,
        r.type,
        `JUNOS_${r.status.toUpperCase()}`,
        r.why,
        name,
      );
    else
      ctx.reportStmts(
        run.stmts,
        depth,
        'unrecognised',
        'Other',
        'UNRECOGNISED_LINE',
        'No rule of the Junos parser understands this statement.',
        name,
      );
    run = undefined;
  };
  for (const stmt of left) {
    const r = RULES.find((candidate) => startsWith(stmt.words, candidate.path));
    let depth = Math.min((r?.path.length ?? 1) + 1, stmt.words.length);
    if (NAMED.has(stmt.words[depth - 1] ?? '') && stmt.words.length > depth) depth += 1;
    const key = `${stmt.words.slice(0, depth).join(' ')}|${r?.why ?? ''}`;
    const prevLine = run?.stmts[run.stmts.length - 1]?.line ?? -2;
    const frame = stmt.frames.find((f) => f.depth === depth);
    const apart = frame ? frame !== run?.frame : stmt.line - prevLine > 1;
    if (!run || run.key !== key || apart) {
      flush();
      run = { key, stmts: [stmt], ...(r ? { rule: r } : {}), depth, ...(frame ? { frame } : {}) };
    } else run.stmts.push(stmt);
  }
  flush();
}
