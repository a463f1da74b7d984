import type { CpContext } from './context.js';
import { ensureInterface, isManagedGateway } from './gateway.js';
import { isObject, items, str, type TJsonObject } from './json-file.js';
import type { CpObjects } from './objects.js';
import type { CpStore, TCpObject } from './store.js';
import { phase1Crypto, phase2Crypto } from './vpn-crypto.js';
import type { CpZones } from './zones.js';

const VPN = 'VPN IPSEC Phase1 & Phase2' as const;
const EXTERNAL_PEERS = new Set(['interoperable-device', 'CpmiGatewayPlain']);
export const isCommunity = (type: string) => type.startsWith('vpn-community-');

/** What a converted community gives the rules that name it in their VPN column. */
export interface TTunnels {
  /** Phase1-interface names, one per external peer. */
  tunnels: string[];
  /** The peers' encryption domains (model address names). */
  remote: string[];
}

const NOT_MEMBER = 'the migrated gateway is not one of its members';
const uidOf = (item: unknown) => str(item) ?? (isObject(item) ? str(item.uid) : undefined);

/**
 * Site-to-site communities (`vpn-community-meshed`, `vpn-community-star`) of the migrated
 * gateway: each externally managed or interoperable peer becomes a phase1-interface on the
 * gateway's external interface and one phase2 between the two encryption domains (the emitter
 * routes the peer's domain into the tunnel). Peers managed by the same server are reported:
 * their tunnels end on Check Point gateways whose policy is not migrated here.
 */
export class CpVpn {
  private readonly done = new Map<string, TTunnels | { error: string }>();
  private readonly peerTunnel = new Map<string, string>();

  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
    private readonly objects: CpObjects,
    private readonly zones: CpZones,
  ) {}

  /** Converts every community of the set (tunnels exist whatever the rules' VPN column says). */
  convert(): void {
    for (const object of this.store.byUid.values())
      if (isCommunity(object.type)) this.community(object.uid);
  }

  community(uid: string): TTunnels | { error: string } {
    const known = this.done.get(uid);
    if (known) return known;
    const object = this.store.get(uid);
    if (!object) return { error: 'it is not in the export' };
    const result = this.make(object);
    object.reported = true;
    if ('error' in result && result.error === NOT_MEMBER)
      this.say(
        object,
        'ignored',
        'CP_VPN_OTHER_GATEWAYS',
        `No tunnel of the migrated gateway: ${NOT_MEMBER}.`,
      );
    else if ('error' in result)
      this.say(object, 'unsupported', 'CP_VPN_COMMUNITY', `Not converted: ${result.error}.`);
    this.done.set(uid, result);
    return result;
  }

  private say(object: TCpObject, status: 'unsupported' | 'ignored', code: string, why: string) {
    this.ctx.report(status, VPN, object.origin, code, why, object.name);
  }

  /** The gateways the migrated one builds tunnels to in this community. */
  private peers(raw: TJsonObject, local: string): string[] | { error: string } {
    if (raw.type === 'vpn-community-meshed') {
      const members = items(raw.gateways).map(uidOf);
      if (!members.includes(local)) return { error: NOT_MEMBER };
      return members.filter((m): m is string => !!m && m !== local);
    }
    const centers = items(raw['center-gateways']).map(uidOf);
    const satellites = items(raw['satellite-gateways']).map(uidOf);
    const list = centers.includes(local)
      ? [...satellites, ...(raw['mesh-center-gateways'] === true ? centers : [])]
      : satellites.includes(local)
        ? centers
        : undefined;
    if (!list) return { error: NOT_MEMBER };
    return list.filter((m): m is string => !!m && m !== local);
  }

  /** An encryption domain (`vpn-settings`) as a model address name. */
  private domain(owner: TCpObject): { name: string } | { error: string } {
    const settings = isObject(owner.raw['vpn-settings']) ? owner.raw['vpn-settings'] : {};
    const type = str(settings['vpn-domain-type']) ?? 'manual';
    const uid = uidOf(settings['vpn-domain']);
    if (type !== 'manual' || !uid)
      return {
        error: `the encryption domain of ${owner.name} is ${type === 'manual' ? 'not in the export' : `"${type}" (the addresses behind it, from topology), which the export does not list`}`,
      };
    const resolved = this.objects.address(uid);
    if ('name' in resolved) return resolved;
    return {
      error: `the encryption domain of ${owner.name} (${this.store.label(uid)}) is not converted${'error' in resolved ? `: ${resolved.error}` : ' (Any)'}`,
    };
  }

  private make(object: TCpObject): TTunnels | { error: string } {
    if (/remote/i.test(object.type) || /remote/i.test(object.name))
      return {
        error:
          'remote access (Endpoint Security and Mobile Access clients) is not converted: set up FortiOS dial-up IPsec or SSL VPN',
      };
    if (!['vpn-community-meshed', 'vpn-community-star'].includes(object.type))
      return { error: `a ${object.type} community is not converted` };
    const gateway = this.zones.local();
    if ('why' in gateway) return { error: `the migrated gateway is unknown: ${gateway.why}` };
    const peers = this.peers(object.raw, gateway.object.uid);
    if ('error' in peers) return peers;
    const external = gateway.interfaces.filter((i) => i.topology === 'external');
    const [wan] = external;
    if (external.length !== 1 || !wan)
      return {
        error: `gateway ${gateway.object.name} has ${external.length} external interfaces: the tunnel's interface cannot be told`,
      };
    const local = this.domain(gateway.object);
    if ('error' in local) return local;
    const p1 = phase1Crypto(object.raw);
    const p2 = phase2Crypto(object.raw);
    if ('error' in p1) return p1;
    if ('error' in p2) return p2;
    const out: TTunnels = { tunnels: [], remote: [] };
    const skipped: string[] = [];
    for (const uid of peers) {
      const peer = this.store.get(uid);
      const why = this.peerProblem(peer, object);
      if (why || !peer) {
        skipped.push(`${this.store.label(uid)}: ${why ?? 'it is not in the export'}`);
        continue;
      }
      const remote = this.domain(peer);
      const ip = str(peer.raw['ipv4-address']);
      if ('error' in remote || !ip) {
        skipped.push(
          `${peer.name}: ${'error' in remote ? remote.error : 'it has no IPv4 address'}`,
        );
        continue;
      }
      const name = this.ctx.claim('tunnel', peer.name);
      const secret = object.raw['use-shared-secret'] !== false;
      this.ctx.model.phase1.push({
        name,
        origin: peer.origin,
        interface: ensureInterface(this.ctx, gateway.object, wan),
        peer: ip,
        ...p1.value,
        authentication: secret ? 'psk' : 'certificate',
        secretPresent: secret,
      });
      this.ctx.model.phase2.push({
        name,
        origin: object.origin,
        phase1: name,
        local: { kind: 'ref', name: local.name },
        remote: { kind: 'ref', name: remote.name },
        ...p2.value,
      });
      const groups = this.ctx.model.addressGroups.filter((g) =>
        [local.name, remote.name].includes(g.name),
      );
      this.notes(name, object, [...p1.notes, ...p2.notes], secret, groups.length > 0);
      this.peerTunnel.set(peer.uid, object.name);
      peer.reported = true;
      out.tunnels.push(name);
      out.remote.push(remote.name);
    }
    if (!out.tunnels.length) return { error: `no tunnel of it converts: ${skipped.join('; ')}` };
    if (skipped.length)
      this.say(
        object,
        'unsupported',
        'CP_VPN_PEER',
        `Tunnels not converted: ${skipped.join('; ')}.`,
      );
    return out;
  }

  private peerProblem(peer: TCpObject | undefined, community: TCpObject): string | undefined {
    if (!peer) return undefined;
    if (EXTERNAL_PEERS.has(peer.type)) {
      // Externally managed or third-party: the tunnel ends outside this management domain.
    } else if (isManagedGateway(peer.type) || /gateway|cluster/i.test(peer.type))
      return 'a Check Point gateway managed by the same server: its policy and tunnels are migrated with that gateway';
    else return `a ${peer.type} is no VPN peer this converter reads`;
    const other = this.peerTunnel.get(peer.uid);
    if (other)
      return `it already has a tunnel from community ${other} (FortiOS needs one phase1-interface per peer here), not ${community.name}`;
    return undefined;
  }

  private notes(
    name: string,
    community: TCpObject,
    crypto: string[],
    secret: boolean,
    groups: boolean,
  ): void {
    const partial = (collection: string, code: string, message: string) =>
      this.ctx.note(collection, name, 'partial', code, message);
    const granularity = str(community.raw['tunnel-granularity']) ?? 'per_subnet';
    // One subnet each side and an SA per subnet pair is what the phase2 negotiates.
    if (granularity !== 'per_subnet' || groups)
      partial(
        'phase2',
        'CP_VPN_SELECTORS',
        `Selectors are the two encryption domains as address objects; Check Point negotiated ${granularity === 'universal' ? 'one SA for them' : `SAs ${granularity.replace('_', ' ')}`}: check that the peer accepts them.`,
      );
    if (!secret)
      partial(
        'phase1',
        'CP_VPN_CERTIFICATE',
        'The community authenticates peers with certificates: set up the certificate and peer on FortiOS.',
      );
    if (crypto.length) partial('phase1', 'CP_VPN_CRYPTO', crypto.join(' '));
  }
}
