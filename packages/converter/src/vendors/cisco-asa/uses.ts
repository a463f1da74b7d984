import { always, commandTable } from '../toolkit/command-table.js';
import type { TBinding } from './acl.js';
import { readAccessGroup } from './access-groups.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import { readDnsGroup } from './dns.js';
import type { AsaContext } from './context.js';
import { readMtu } from './interfaces.js';
import { LegacyNat } from './legacy.js';
import { readLaterObjectNat, readTwiceNat } from './nat.js';
import { RemoteAccessState, readRemoteAccess } from './remote-access.js';
import { readRoute } from './routes.js';
import { CryptoState, readCryptoMapLine, readIkePolicy, readTransform } from './vpn.js';

const VPN = 'VPN IPSEC Phase1 & Phase2';

/** What the second pass gathers for the builders that run after it. */
export class AsaUses {
  readonly bindings: TBinding[] = [];
  readonly crypto = new CryptoState();
  readonly remote = new RemoteAccessState();
  readonly legacyNat = new LegacyNat();
  readonly dhcpd: TAsaLine[] = [];
  /** `same-security-traffic permit inter-interface`. */
  sameSecurity = false;
  domainName: string | undefined;
  routeIndex = 0;
  natIndex = 0;
}

/** A reader of the second pass; false when the block is not its command after all. */
type TUseReader = (ctx: AsaContext, block: TAsaBlock, uses: AsaUses) => boolean;

const version: TUseReader = always((ctx, block) => {
  const release = block.head.tokens[2];
  ctx.model.version = release;
  ctx.report(
    'ignored',
    'System',
    block,
    'ASA_VERSION',
    `Source software version ${release ?? ''}.`,
  );
});

/** `crypto ikev1|ikev2 policy N` and `crypto ikev1|ikev2 enable IF`. */
const ike: TUseReader = (ctx, block, { crypto }) => {
  const [, version, word, nameif] = block.head.tokens;
  if (version !== 'ikev1' && version !== 'ikev2') return false;
  if (word === 'policy') {
    readIkePolicy(crypto, block);
    ctx.report(
      'converted',
      VPN,
      block,
      'ASA_IKE_POLICY',
      'Its proposals and DH groups go into each phase1.',
    );
  } else if (word === 'enable') {
    crypto.enabled[version].add(nameif ?? '');
    ctx.report(
      'converted',
      VPN,
      block,
      'ASA_IKE_ENABLE',
      'IKE on this interface is implied by its phase1 tunnels.',
    );
  } else return false;
  return true;
};

/** `tunnel-group N ipsec-attributes`, `tunnel-group N type ipsec-l2l`, else remote access. */
const tunnelGroup: TUseReader = (ctx, block, uses) => {
  const [, name, kind, type] = block.head.tokens;
  if (kind === 'ipsec-attributes') {
    if (block.children.some((c) => c.text.includes('pre-shared-key')))
      uses.crypto.pskPeers.add(name ?? '');
    ctx.report(
      'converted',
      VPN,
      block,
      'ASA_TUNNEL_GROUP_PSK',
      'Pre-shared keys are not carried over: each phase1 gets a placeholder to replace.',
      name,
    );
  } else if (kind === 'type' && type === 'ipsec-l2l') {
    ctx.report(
      'converted',
      VPN,
      block,
      'ASA_TUNNEL_GROUP',
      'Site-to-site peer: see its phase1.',
      name,
    );
  } else return readRemoteAccess(ctx, uses.remote, block);
  return true;
};

const remoteAccess: TUseReader = (ctx, block, uses) => readRemoteAccess(ctx, uses.remote, block);

/** `nat`, `static`, `global`: pre-8.3 NAT where it reads as such. */
const legacyNat: TUseReader = (ctx, block, uses) => uses.legacyNat.read(ctx, block);

/** Pass 2: the commands that use the definitions, by the words that begin them. */
export const USES = commandTable<TUseReader>({
  ASA: version,
  PIX: version,
  FWSM: version,
  NGFW: version,
  hostname: (ctx, block) => {
    const name = block.head.tokens[1];
    if (!name) return false;
    ctx.model.hostname = name;
    ctx.report(
      'converted',
      'System',
      block,
      'ASA_HOSTNAME',
      'The hostname becomes the FortiOS hostname.',
    );
    return true;
  },
  'access-group': always((ctx, block, uses: AsaUses) => readAccessGroup(ctx, block, uses.bindings)),
  route: always((ctx, block, uses: AsaUses) => readRoute(ctx, block.head, uses.routeIndex++)),
  nat: always((ctx, block, uses: AsaUses) => {
    if (!uses.legacyNat.read(ctx, block)) readTwiceNat(ctx, block.head, uses.natIndex++);
  }),
  static: legacyNat,
  global: legacyNat,
  'object network': always(readLaterObjectNat),
  'crypto ikev1': ike,
  'crypto ikev2': ike,
  'crypto ipsec': (ctx, block, { crypto }) => {
    const [, , , kind, name] = block.head.tokens;
    if (kind !== 'transform-set' && kind !== 'ipsec-proposal') return false;
    readTransform(crypto, block);
    ctx.report(
      'converted',
      VPN,
      block,
      'ASA_TRANSFORM',
      'Its proposals go into each phase2 that uses it.',
      name,
    );
    return true;
  },
  'crypto map': always((ctx, block, { crypto }: AsaUses) => {
    if (readCryptoMapLine(crypto, block.head) === 'interface')
      ctx.report(
        'converted',
        VPN,
        block,
        'ASA_CRYPTO_MAP_BINDING',
        'The interface becomes each phase1 interface.',
      );
  }),
  'tunnel-group': tunnelGroup,
  webvpn: remoteAccess,
  'group-policy': remoteAccess,
  dhcpd: always((_ctx, block, uses: AsaUses) => uses.dhcpd.push(block.head)),
  'dns server-group': always(readDnsGroup),
  'domain-name': (ctx, block, uses) => {
    const name = block.head.tokens[1];
    if (!name) return false;
    ctx.report(
      'converted',
      'DNS',
      block,
      'ASA_DOMAIN_NAME',
      'The domain name becomes the FortiOS DNS domain.',
    );
    uses.domainName = name;
    return true;
  },
  mtu: (ctx, block) => readMtu(ctx, block.head),
  'same-security-traffic': (ctx, block, uses) => {
    if (block.head.tokens[2] !== 'inter-interface') return false;
    uses.sameSecurity = true;
    ctx.report(
      'converted',
      'Policies',
      block,
      'ASA_SAME_SECURITY',
      'Equal security levels may talk: read into the security-level policies.',
    );
    return true;
  },
});
