import type { TOrigin } from './origin.js';

/**
 * The vendor-neutral model (IR): what every vendor parser produces and the FortiOS emitter
 * consumes. Names are the source's own names; target naming rules are applied at emission.
 * References between objects are by name; `'any'` stands for the vendor's "any".
 * How PAN-OS, Junos SRX and Check Point map onto it: docs/model.md.
 */

/** A list of names, or everything. */
export type TRefList = 'any' | string[];

/** IPv4 or IPv6 address in text form (`10.0.0.1`, `2001:db8::1`). */
export type TIp = string;

export interface TPrefix {
  ip: TIp;
  /** Prefix length: 0-32 (IPv4) or 0-128 (IPv6). */
  prefix: number;
}

interface TBase {
  name: string;
  origin: TOrigin;
  comment?: string;
  /** Made by the parser for an inline value (e.g. `host 10.0.0.1` inside an ACL line). */
  generated?: boolean;
}

// ---------- interfaces and zones ----------

export type TInterfaceKind =
  'physical' | 'vlan' | 'aggregate' | 'redundant' | 'loopback' | 'tunnel' | 'management';

export type TInterfaceAddressing =
  | { mode: 'static'; addresses: TPrefix[]; standby?: TIp[] }
  | { mode: 'dhcp' }
  | { mode: 'pppoe' }
  | { mode: 'none' };

export interface TInterface extends TBase {
  /** The hardware or system name (`GigabitEthernet0/1.100`, `ethernet1/1`, `ge-0/0/0.0`). */
  hardware: string;
  kind: TInterfaceKind;
  /** Parent of a VLAN sub-interface (hardware name). */
  parent?: string;
  vlanId?: number;
  /** Members of an aggregate or redundant interface (hardware names). */
  members?: string[];
  addressing: TInterfaceAddressing;
  /** ASA-style 0-100 trust level, where the vendor has one. */
  securityLevel?: number;
  zone?: string;
  enabled: boolean;
  mtu?: number;
  description?: string;
  managementOnly?: boolean;
  /** Routing table (FortiOS VRF) of the interface; absent means the main table (0). */
  vrf?: number;
}

export interface TZone extends TBase {
  interfaces: string[];
  intrazone: 'allow' | 'deny';
  /** A FortiOS SD-WAN zone (`config system sdwan`): its interfaces are SD-WAN members. */
  sdwan?: boolean;
}

// ---------- addresses ----------

export type TAddress = TBase &
  (
    | { kind: 'host'; ip: TIp }
    | { kind: 'subnet'; ip: TIp; prefix: number }
    | { kind: 'range'; start: TIp; end: TIp }
    | { kind: 'fqdn'; fqdn: string }
    /** Cisco-style wildcard (`10.0.0.0 0.0.255.0`): a set bit is "don't care". */
    | { kind: 'wildcard'; ip: TIp; wildcard: TIp }
    /** ISO 3166 alpha-2 country. */
    | { kind: 'geo'; country: string }
  );

export interface TAddressGroup extends TBase {
  /** Names of addresses or other groups. */
  members: string[];
  /** Members excluded from the group (PAN-OS/Check Point "negate" member sets). */
  exclude?: string[];
}

// ---------- services ----------

/** Inclusive port range. */
export type TPortRange = [low: number, high: number];

export type TServiceTerm =
  | { protocol: 'tcp' | 'udp' | 'sctp'; dst: TPortRange[]; src?: TPortRange[] }
  | { protocol: 'icmp' | 'icmp6'; type?: number; code?: number }
  /** IP protocol number; 0 means every protocol. */
  | { protocol: 'ip'; number: number };

export interface TService extends TBase {
  /** The service matches a packet that any term matches. */
  terms: TServiceTerm[];
}

export interface TServiceGroup extends TBase {
  members: string[];
}

// ---------- schedules ----------

export type TDay =
  'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

export interface TRecurring {
  days: TDay[];
  /** `HH:MM`, 24 h. */
  start: string;
  end: string;
}

export interface TSchedule extends TBase {
  /** `YYYY/MM/DD HH:MM`; absent side = open. */
  absolute?: { start?: string; end?: string };
  /** Active when any of these is (and within `absolute`, when both are given). */
  recurring: TRecurring[];
}

// ---------- policies ----------

export interface TPolicy {
  /** Stable id within the source (`outside_in:3`, a rule uuid, a rule number). */
  id: string;
  name?: string;
  origin: TOrigin;
  srcIntf: TRefList;
  dstIntf: TRefList;
  srcAddr: TRefList;
  dstAddr: TRefList;
  /** Negated address sets (PAN-OS negate-source, Check Point negated cells). */
  srcNegate?: boolean;
  dstNegate?: boolean;
  service: TRefList;
  users?: string[];
  groups?: string[];
  action: 'accept' | 'deny';
  /**
   * A denied session is answered (TCP reset, ICMP unreachable) rather than dropped silently:
   * PAN-OS reset-client, Junos and ScreenOS reject, Check Point Reject.
   */
  sendDeny?: boolean;
  log: boolean;
  enabled: boolean;
  schedule?: string;
  comment?: string;
  /**
   * Match conditions beyond interfaces, addresses, services, users and schedule, kept so that
   * the verifier accounts for them even where FortiOS has no one-to-one field: each is a list of
   * the source's own names (absent or empty: no such condition). A packet matches the rule only
   * when, for each list given, one of its names holds.
   */
  applications?: string[];
  urlCategories?: string[];
  /** Device posture: PAN-OS HIP profiles, Check Point device or posture objects. */
  devices?: string[];
  /** Any other condition the source has and the model has no field for (`kind`, `value`). */
  otherConditions?: { kind: string; value: string }[];
  /**
   * FortiOS security profiles (application control, web filter): the policy matches on its
   * interfaces, addresses and services, and then blocks what its profile does not allow, where
   * a source vendor's application or URL condition passes the packet on to the next rule.
   */
  conditionsBlock?: boolean;
  /**
   * The rule could not be read completely (the file was cut short, a field is missing): why.
   * Such a rule is never converted, and a verdict over its configuration is never `equivalent`.
   */
  incomplete?: string;
  /**
   * Members of the source rule's cells the model could not carry (not defined in the file, or
   * not convertible): the rule converts as read, but it is not the source's rule, so it counts
   * as not compared and no verdict over it is `equivalent`.
   */
  membersLeftOut?: string[];
  /** Source NAT applied by this rule (FortiOS-style policy NAT, e.g. from the FortiOS parser). */
  nat?: { pool?: string[] };
  /** Why this rule exists when the source had no such line (e.g. an ASA security-level rule). */
  implicit?: string;
}

// ---------- NAT ----------

export type TNatTranslation =
  | { kind: 'none' }
  | { kind: 'interface' }
  | { kind: 'pool'; pool: string }
  | { kind: 'address'; ref: string };

/**
 * A NAT rule. For a destination translation (`translatedDst`), `src` is the condition on the
 * client's address (FortiOS VIP `src-filter`), `service` the port the client connects to and
 * `translatedService` the port it becomes (VIP `extport` / `mappedport`).
 */
export interface TNatRule {
  id: string;
  origin: TOrigin;
  /** Evaluation section where the vendor has them (ASA: 1 manual, 2 object, 3 after-auto). */
  section: number;
  type: 'dynamic' | 'static' | 'identity';
  srcIntf: TRefList;
  dstIntf: TRefList;
  /** Original (real) source, destination and service. */
  src: TRefList;
  dst: TRefList;
  service: TRefList;
  /** What source, destination and service become. */
  translatedSrc: TNatTranslation;
  translatedDst: TNatTranslation;
  translatedService?: string;
  /** Static rules also translate connections started from the mapped side. */
  bidirectional: boolean;
  enabled: boolean;
  comment?: string;
}

export interface TIpPool extends TBase {
  start: TIp;
  end: TIp;
  type: 'overload' | 'one-to-one';
}

// ---------- routing ----------

export interface TStaticRoute {
  id: string;
  origin: TOrigin;
  dst: TPrefix;
  gateway?: TIp;
  /** Interface name (the same namespace as TInterface.name). */
  device?: string;
  distance?: number;
  blackhole?: boolean;
  comment?: string;
  /** Tracking object or monitor the route depends on (reported, not converted). */
  track?: string;
}

// ---------- IPsec ----------

/** FortiOS-style proposal names: `aes256-sha256`, `3des-md5`. */
export type TProposal = string;

export interface TPhase1 extends TBase {
  interface: string;
  /** Peer address, or 'dynamic' for dial-up. */
  peer: TIp | 'dynamic';
  ikeVersion: 1 | 2;
  mode?: 'main' | 'aggressive';
  proposals: TProposal[];
  dhGroups: number[];
  lifetimeSeconds?: number;
  authentication: 'psk' | 'certificate';
  /** Secrets never cross vendors: the emitter writes a marked placeholder. */
  secretPresent: boolean;
  /** The IKE identity a dial-up peer must present (FortiOS `peertype one`). */
  peerId?: string;
  /**
   * A user group whose members are the accepted dial-up peer IDs, each with its own key
   * (FortiOS `peertype dialup` + `usrgrp`); wins over `peerId`.
   */
  peerGroup?: string;
}

export type TSelector =
  { kind: 'any' } | { kind: 'prefix'; prefix: TPrefix } | { kind: 'ref'; name: string };

export interface TPhase2 extends TBase {
  phase1: string;
  local: TSelector;
  remote: TSelector;
  proposals: TProposal[];
  pfs: boolean;
  dhGroups: number[];
  lifetimeSeconds?: number;
}

// ---------- remote access ----------

export interface TSslVpn {
  origin: TOrigin;
  /** Interfaces users connect to. */
  sourceInterfaces: string[];
  /** Address objects (ranges) users get addresses from. */
  tunnelPools: string[];
  port?: number;
  /** Networks sent through the tunnel (split tunnel); 'any' = full tunnel. */
  splitTunnel?: TRefList;
  dnsServers?: TIp[];
  authRules: { groups: string[]; portal: string }[];
}

// ---------- users ----------

export interface TLocalUser extends TBase {
  type: 'password' | 'ldap' | 'radius' | 'tacacs+';
  enabled: boolean;
  /** A password hash or secret existed in the source (never carried over). */
  secretPresent: boolean;
  /** Administrative privilege in the source (ASA privilege 15 = admin). */
  privilege?: number;
  admin?: boolean;
}

export interface TUserGroup extends TBase {
  members: string[];
}

// ---------- services of the box ----------

/** A fixed lease: the client with this MAC address always gets `ip`. */
export interface TDhcpReservation {
  mac: string;
  ip: TIp;
  description?: string;
}

export interface TDhcpServer {
  id: string;
  origin: TOrigin;
  interface: string;
  ranges: [start: TIp, end: TIp][];
  netmask?: TIp;
  gateway?: TIp;
  dnsServers: TIp[];
  domain?: string;
  leaseSeconds?: number;
  enabled: boolean;
  reservations?: TDhcpReservation[];
}

export interface TDns {
  origin: TOrigin;
  servers: TIp[];
  domain?: string;
}

// ---------- the whole configuration ----------

export interface TConfigModel {
  /** Vendor catalogue key of the source (`ciscoASA`, `fortinet`, ...). */
  vendor: string;
  /** Firmware or software version when the file states it. */
  version?: string;
  hostname?: string;
  interfaces: TInterface[];
  zones: TZone[];
  addresses: TAddress[];
  addressGroups: TAddressGroup[];
  services: TService[];
  serviceGroups: TServiceGroup[];
  schedules: TSchedule[];
  /** In evaluation order: the first matching policy decides. */
  policies: TPolicy[];
  /** In evaluation order. */
  nat: TNatRule[];
  ipPools: TIpPool[];
  routes: TStaticRoute[];
  phase1: TPhase1[];
  phase2: TPhase2[];
  sslVpn?: TSslVpn;
  users: TLocalUser[];
  userGroups: TUserGroup[];
  dhcpServers: TDhcpServer[];
  dns?: TDns;
  /** What the device does with traffic no policy matches. */
  defaultAction: 'deny' | 'accept';
  /**
   * Why the input as a whole could not be read completely (a file cut short, a part missing);
   * absent when it was read to its end. A verdict over it is never `equivalent`.
   */
  incomplete?: string[];
}

/** An empty model of a vendor, to be filled by a parser. */
export function emptyModel(vendor: string): TConfigModel {
  return {
    vendor,
    interfaces: [],
    zones: [],
    addresses: [],
    addressGroups: [],
    services: [],
    serviceGroups: [],
    schedules: [],
    policies: [],
    nat: [],
    ipPools: [],
    routes: [],
    phase1: [],
    phase2: [],
    users: [],
    userGroups: [],
    dhcpServers: [],
    defaultAction: 'deny',
  };
}
