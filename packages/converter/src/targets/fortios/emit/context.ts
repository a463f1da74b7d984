import type { TConfigModel } from '../../../model/ir.js';
import { AddressResolver } from '../../../model/resolve.js';
import { objectKey, type TObjectKey } from '../../../report/collector.js';
import type { TNote } from '../../../report/report-types.js';
import { FortiosWriter } from '../writer.js';
import type { TNamespace } from './name-rules.js';
import { natModeOf, type TNatMode } from './nat-mode.js';
import { NameRegistry } from './names.js';
import { Outcomes } from './outcomes.js';

/** Interfaces every FortiGate has, which a FortiOS source refers to without defining them. */
const FORTIOS_SYSTEM_INTERFACES = new Set(['ssl.root', 'virtual-wan-link', 'sd-wan', 'sdwan']);

/** Choices the caller makes about the target. */
export interface TEmitOptions {
  /** Source interface (hardware or name) -> target port; the rest are assigned in order. */
  interfaceMap?: Record<string, string>;
  /** The target model's ports, in order; default port1..port64. */
  targetPorts?: string[];
  /** Target model name, written into the report. */
  targetModel?: string;
  /**
   * FortiOS NAT mode of the output. `policy`: source NAT on each policy (`set nat enable`,
   * `poolname`) and VIPs named in policies; `central`: `central-nat enable`, VIPs apply on
   * their own, source NAT in `central-snat-map` rows. Default: the source's own mode (see
   * nat-mode.ts).
   */
  natMode?: TNatMode;
  /** The ticket's SSL VPN settings: they win over what the source says. */
  sslVpn?: { port?: number; sourceInterfaces?: string[]; servercert?: string };
}

/** Shared state of one emission. */
export class EmitContext {
  readonly out = new FortiosWriter();
  readonly names: NameRegistry;
  readonly outcomes = new Outcomes();
  /** Source interface or zone name -> target name. */
  readonly interfaceNames = new Map<string, string>();
  /** Target interface -> the target zone it is a member of (FortiOS policies must name the zone). */
  readonly zoneOf = new Map<string, string>();
  /** Source hardware interface -> the target port it was given. */
  readonly ports = new Map<string, string>();
  /** Connected and static routes as target interface lookups, for dstintf and verification. */
  readonly routes: { ip: string; prefix: number; interface: string }[] = [];
  /** NAT mode of the output. */
  readonly natMode: TNatMode;
  /** Policy NAT mode: a VIP's generated mapped address -> the target VIP policies name instead. */
  readonly vipOfMapped = new Map<string, string>();

  constructor(
    readonly model: TConfigModel,
    readonly options: TEmitOptions,
  ) {
    this.names = new NameRegistry(model.vendor !== 'fortinet');
    this.natMode = natModeOf(model, options.natMode);
  }

  private addressResolver: AddressResolver | undefined;

  /** collection -> source name -> its outcome key, each key made once. */
  private readonly keys = new Map<string, Map<string, TObjectKey>>();

  /**
   * The outcome key of a model object. Made once and reused: a key built anew for every note
   * and target is a fresh string that each Map lookup must flatten and hash again.
   */
  private key(collection: string, source: string): TObjectKey {
    let byName = this.keys.get(collection);
    if (!byName) {
      byName = new Map();
      this.keys.set(collection, byName);
    }
    let key = byName.get(source);
    if (key === undefined) {
      key = objectKey(collection, source);
      byName.set(source, key);
    }
    return key;
  }

  /** Address names of the source model as IPv4 intervals (built once, on first use). */
  get resolver(): AddressResolver {
    return (this.addressResolver ??= new AddressResolver(this.model));
  }

  /**
   * Names a model object for its table and records the rename, if any. `preferred` replaces the
   * source name, with the reason the report gives (see NameRegistry.claim).
   */
  name(
    collection: string,
    namespace: TNamespace,
    source: string,
    preferred?: { name: string; why: string },
  ): string {
    const { name, note } = this.names.claim(namespace, source, preferred);
    this.outcomes.note(this.key(collection, source), note);
    return name;
  }

  /**
   * True for a generated object that stands for a FortiOS factory object: it is not written,
   * and references to it keep the factory name.
   */
  factory(namespace: TNamespace, object: { name: string; generated?: boolean }): boolean {
    if (!object.generated || !this.names.isPredefined(namespace, object.name)) return false;
    this.names.useFactory(namespace, object.name);
    return true;
  }

  target(collection: string, source: string, target: string): void {
    this.outcomes.target(this.key(collection, source), target);
  }

  note(collection: string, source: string, note: TNote): void {
    this.outcomes.note(this.key(collection, source), note);
  }

  /** The target name of a source interface or zone; undefined if it was not converted. */
  intf(source: string): string | undefined {
    return (
      this.interfaceNames.get(source) ??
      (FORTIOS_SYSTEM_INTERFACES.has(source) ? source : undefined)
    );
  }

  /**
   * The name a policy or NAT rule uses for a source interface or zone: an interface that is a
   * member of a zone is named by its zone, as FortiOS refuses zone members there.
   */
  policyIntf(source: string): string | undefined {
    const target = this.intf(source);
    return target === undefined ? undefined : (this.zoneOf.get(target) ?? target);
  }
}
