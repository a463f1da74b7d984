/**
 * What a word of a `set` line or brace statement is, by where it stands. The CLI formats drop
 * the XML's `<entry name>` and `<member>` wrappers, so a reader must know which elements are
 * keyed lists (the next word names an entry), member lists (the next value is one member or a
 * `[ … ]` list, and a repeated `set` appends), text leaves (the next word is the value, and the
 * line may go on with a sibling) and containers (the next word is a child element).
 *
 * Keys are `parent>name` or `grandparent>parent>name`, where an entry's context is its list's
 * name plus `/*`, and `scope` stands for `shared`, a vsys, a device group or pushed Panorama
 * policy (the places object lists live). `*>name` holds anywhere the longer keys do not.
 */
export type TCliKind = 'keyed' | 'members' | 'leaf' | 'container';

const keyed = (...keys: string[]) => keys.map((k): [string, TCliKind] => [k, 'keyed']);
const memberLists = (...keys: string[]) => keys.map((k): [string, TCliKind] => [k, 'members']);
const leaves = (...keys: string[]) => keys.map((k): [string, TCliKind] => [k, 'leaf']);
const containers = (...keys: string[]) => keys.map((k): [string, TCliKind] => [k, 'container']);
const each = (prefix: string, names: string) => names.split(' ').map((n) => `${prefix}>${n}`);

const KINDS = new Map<string, TCliKind>([
  ...keyed(
    ...each(
      'scope',
      'address address-group service service-group schedule zone tag application application-group application-filter external-list region profile-group',
    ),
    ...each(
      '*',
      'rules ethernet aggregate-ethernet units virtual-router logical-router vrf static-route ike-crypto-profiles ipsec-crypto-profiles global-protect-app-crypto-profiles device-group template template-stack variable vsys devices users',
    ),
    'ike>gateway',
    'tunnel>ipsec',
    'auto-key>ike-gateway',
    'auto-key>proxy-id',
    'dhcp>interface',
    'server>reserved',
    'layer3>ip',
    'units/*>ip',
    'local-user-database>user',
    'local-user-database>user-group',
    'scope>authentication-profile',
    // GlobalProtect (vsys `global-protect`, and its tunnel side under `network tunnel`).
    'global-protect>global-protect-gateway',
    'global-protect>global-protect-portal',
    'tunnel>global-protect-gateway',
    ...each('*', 'remote-user-tunnel-configs client-auth configs roles hip-notification'),
    'external>list',
    'internal>list',
  ),
  ...memberLists(
    ...each(
      'rules/*',
      'from to source destination source-user application service category tag source-hip destination-hip hip-profiles',
    ),
    ...each('zone/*>network', 'layer3 layer2 virtual-wire tap tunnel external'),
    'address/*>tag',
    'address-group/*>tag',
    'address-group/*>static',
    'service/*>tag',
    'service-group/*>members',
    'service-group/*>tag',
    'application-group/*>members',
    'region/*>address',
    'virtual-router/*>interface',
    'vrf/*>interface',
    'import>network>interface',
    ...each('ike-crypto-profiles/*', 'encryption hash dh-group'),
    'esp>encryption',
    'esp>authentication',
    'recurring>daily',
    ...each('weekly', 'sunday monday tuesday wednesday thursday friday saturday'),
    'schedule-type>non-recurring',
    'server>ip-pool',
    'dynamic-ip-and-port>translated-address',
    'dynamic-ip>translated-address',
    'template-stack/*>templates',
    'profile-setting>group',
    'user-group/*>user',
    'authentication-profile/*>allow-list',
    ...each(
      'remote-user-tunnel-configs/*',
      'ip-pool dns-server source-user os authentication-server-ip-pool',
    ),
    ...each(
      'split-tunneling',
      'access-route exclude-access-route include-domains exclude-domains include-applications exclude-applications',
    ),
  ),
  ...leaves(
    ...each(
      '*',
      'ip-netmask ip-range fqdn ip-wildcard description comment port source-port action disabled negate-source negate-destination rule-type log-start log-end log-setting nat-type to-interface translated-port hostname domain primary secondary ip-address next-vr admin-dist metric mtu link-state aggregate-group ike-crypto-profile exchange-mode version ipsec-crypto-profile tunnel-interface local remote mode gateway subnet-mask timeout dns-suffix bi-directional filter parent-dg interface-management-profile netmask default-gateway enable seconds minutes hours days',
    ),
    'rules/*>schedule',
    'static-route/*>interface',
    'static-route/*>destination',
    'interface-address>interface',
    'interface-address>ip',
    'local-address>interface',
    'local-address>ip',
    'peer-address>ip',
    'units/*>tag',
    'static-ip>translated-address',
    'destination-translation>translated-address',
    'dynamic-destination-translation>translated-address',
  ),
  // Containers that may hold a single flag (`nexthop discard`, `peer-address dynamic`):
  // without them the flag would be read as the container's text.
  ...containers(
    ...each(
      '*',
      'nexthop peer-address local-address lease protocol layer3 layer2 schedule-type recurring weekly source-translation destination-translation dynamic-destination-translation dynamic-ip-and-port dynamic-ip static-ip interface-address option server auto-key esp lifetime authentication pre-shared-key ikev1 ikev2 dpd protocol-common nat-traversal fragmentation deviceconfig system dns-setting servers network interface rulebase security nat pre-rulebase post-rulebase default-security-rules routing-table tunnel loopback ike crypto-profiles dhcp relay dns tcp udp sctp profile-setting dynamic override target import shared config readonly mgt-config policy type',
    ),
    'routing-table>ip',
    // A GlobalProtect listen address is `ip { ipv4 …; }`, an IKE gateway's a text leaf.
    'global-protect-gateway/*>local-address>ip',
    'portal-config>local-address>ip',
    'client>dns-server',
    ...each('*', 'global-protect portal-config client-config split-tunneling method'),
  ),
]);

/** The kind of element `name` under a parent whose context is `parent` (see above). */
export function kindOf(grandparent: string, parent: string, name: string): TCliKind | undefined {
  return (
    KINDS.get(`${grandparent}>${parent}>${name}`) ??
    KINDS.get(`${parent}>${name}`) ??
    KINDS.get(`*>${name}`)
  );
}

/** Sections of `/config` itself; any other first word belongs to the device. */
const CONFIG_LEVEL = new Set(['shared', 'mgt-config', 'readonly', 'devices', 'policy', 'panorama']);
/** Sections of the device entry; any other first word is inside the (implicit) vsys. */
const DEVICE_LEVEL = new Set([
  'deviceconfig',
  'network',
  'vsys',
  'device-group',
  'template',
  'template-stack',
  'log-collector',
  'log-collector-group',
  'plugins',
  'platform',
]);

/**
 * Where a first word of a configuration root lands. Single-vsys output drops the prefixes
 * (`set address …` is `devices localhost.localdomain vsys vsys1 address …`), so does a
 * template's `config`.
 */
export function levelOf(word: string): 'config' | 'device' | 'vsys' {
  if (CONFIG_LEVEL.has(word)) return 'config';
  return DEVICE_LEVEL.has(word) ? 'device' : 'vsys';
}
