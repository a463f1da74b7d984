/**
 * Seeded mutations of a converted configuration (the re-parsed FortiOS model), for the
 * mutation test of the verifier (issue 17 item 6): each mutant is a plausible conversion bug
 * — a policy dropped, widened, flipped or moved; a source NAT row, pool or policy NAT lost or
 * changed; a VIP mapped elsewhere, or one added. Test support only: the engine does not use it.
 */
import type { TAddress, TConfigModel, TNatRule, TPolicy } from '../model/ir.js';
import { formatIpv4, parseIpv4 } from '../net/ipv4.js';

export type TMutationKind =
  | 'drop policy'
  | 'widen source'
  | 'widen destination'
  | 'widen service'
  | 'flip action'
  | 'swap policies'
  | 'drop SNAT row'
  | 'change SNAT translation'
  | 'change pool'
  | 'drop policy NAT'
  | 'change VIP address'
  | 'change VIP port'
  | 'add VIP';

export interface TMutant {
  kind: TMutationKind;
  /** What was changed, for the test output (`policy 12`, `nat snat:3`). */
  what: string;
  model: TConfigModel;
  /** Policies whose match or action changed (ids), for the equivalence oracle. */
  policies: string[];
  /** Whether source translations changed. */
  snat: boolean;
}

/** mulberry32: a small seeded PRNG, so that every run makes the same mutants. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct indices below `n`, chosen by `random`. */
function pick(n: number, count: number, random: () => number): number[] {
  const all = [...Array(n).keys()];
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] as number, all[i] as number];
  }
  return all.slice(0, count);
}

/** The same address object moved up by one address (a host or range stays one). */
function shifted(address: TAddress): TAddress | undefined {
  const up = (ip: string) => {
    const value = parseIpv4(ip);
    return value === undefined || value >= 2 ** 32 - 1 ? undefined : formatIpv4(value + 1);
  };
  if (address.kind === 'host') {
    const ip = up(address.ip);
    return ip ? { ...address, ip } : undefined;
  }
  if (address.kind === 'range') {
    const [start, end] = [up(address.start), up(address.end)];
    return start && end ? { ...address, start, end } : undefined;
  }
  return undefined;
}

type TEdit = {
  kind: TMutationKind;
  what: string;
  policies?: string[];
  snat?: boolean;
  edit: (m: TConfigModel) => boolean;
};

/** Every mutation this model allows, unapplied. */
function candidates(model: TConfigModel): TEdit[] {
  const out: TEdit[] = [];
  const policies = model.policies.filter((p) => p.enabled);
  const at = (m: TConfigModel, id: string) => m.policies.find((p) => p.id === id) as TPolicy;
  for (const [i, p] of policies.entries()) {
    const ids = [p.id];
    out.push({
      kind: 'drop policy',
      what: `policy ${p.id}`,
      policies: ids,
      edit: (m) => {
        m.policies = m.policies.filter((q) => q.id !== p.id);
        return true;
      },
    });
    for (const [kind, field] of [
      ['widen source', 'srcAddr'],
      ['widen destination', 'dstAddr'],
      ['widen service', 'service'],
    ] as const)
      if (p[field] !== 'any')
        out.push({
          kind,
          what: `policy ${p.id} ${field}`,
          policies: ids,
          edit: (m) => {
            at(m, p.id)[field] = 'any';
            return true;
          },
        });
    out.push({
      kind: 'flip action',
      what: `policy ${p.id}`,
      policies: ids,
      edit: (m) => {
        const q = at(m, p.id);
        q.action = q.action === 'accept' ? 'deny' : 'accept';
        return true;
      },
    });
    const next = policies[i + 1];
    if (next && next.action !== p.action)
      out.push({
        kind: 'swap policies',
        what: `policies ${p.id}, ${next.id}`,
        policies: [p.id, next.id],
        edit: (m) => {
          const a = m.policies.findIndex((q) => q.id === p.id);
          const b = m.policies.findIndex((q) => q.id === next.id);
          [m.policies[a], m.policies[b]] = [m.policies[b] as TPolicy, m.policies[a] as TPolicy];
          return true;
        },
      });
    if (p.nat)
      out.push({
        kind: 'drop policy NAT',
        what: `policy ${p.id} nat`,
        snat: true,
        edit: (m) => {
          delete at(m, p.id).nat;
          return true;
        },
      });
  }
  const rule = (m: TConfigModel, id: string) => m.nat.find((r) => r.id === id) as TNatRule;
  for (const r of model.nat.filter((n) => n.enabled)) {
    if (r.id.startsWith('snat:')) {
      out.push({
        kind: 'drop SNAT row',
        what: `nat ${r.id}`,
        snat: true,
        edit: (m) => {
          m.nat = m.nat.filter((n) => n.id !== r.id);
          return true;
        },
      });
      const pool = model.ipPools.find(
        (p) => r.translatedSrc.kind === 'pool' && p.name === r.translatedSrc.pool,
      );
      const other = model.ipPools.find((p) => p !== pool);
      out.push({
        kind: 'change SNAT translation',
        what: `nat ${r.id}`,
        snat: true,
        edit: (m) => {
          const n = rule(m, r.id);
          if (n.type === 'identity')
            Object.assign(n, { type: 'dynamic', translatedSrc: { kind: 'interface' } });
          else if (n.translatedSrc.kind === 'pool' || !other)
            Object.assign(n, { translatedSrc: { kind: 'interface' } });
          else n.translatedSrc = { kind: 'pool', pool: other.name };
          return true;
        },
      });
      if (pool)
        out.push({
          kind: 'change pool',
          what: `ippool ${pool.name}`,
          snat: true,
          edit: (m) => {
            const p = m.ipPools.find((q) => q.name === pool.name);
            const moved =
              p &&
              shifted({
                name: p.name,
                origin: p.origin,
                kind: 'range',
                start: p.start,
                end: p.end,
              });
            if (!p || !moved || moved.kind !== 'range') return false;
            Object.assign(p, { start: moved.start, end: moved.end });
            return true;
          },
        });
    }
    if (r.translatedDst.kind === 'address') {
      const ref = r.translatedDst.ref;
      out.push({
        kind: 'change VIP address',
        what: `vip ${r.id}`,
        edit: (m) => {
          const i = m.addresses.findIndex((a) => a.name === ref);
          const moved = i >= 0 ? shifted(m.addresses[i] as TAddress) : undefined;
          if (moved) m.addresses[i] = moved;
          return moved !== undefined;
        },
      });
      const port = r.translatedService ?? (r.service === 'any' ? undefined : r.service[0]);
      if (port)
        out.push({
          kind: 'change VIP port',
          what: `vip ${r.id} port`,
          edit: (m) => {
            const service = m.services.find((s) => s.name === port);
            const term = service?.terms[0];
            if (!service || !term || !('dst' in term) || !term.dst[0]) return false;
            const [low, high] = term.dst[0];
            if (high >= 65535) return false;
            service.terms = [{ ...term, dst: [[low + 1, high + 1]] }];
            return true;
          },
        });
    }
  }
  out.push(...addedVips(model, policies));
  return out;
}

/**
 * An output VIP no source rule has (issue 17 review item 1): a server an accepting policy lets
 * traffic reach is also published on a new external address (198.18.0.0/15, the benchmarking
 * range no fixture uses), on the policy's arrival interfaces.
 */
function addedVips(model: TConfigModel, policies: readonly TPolicy[]): TEdit[] {
  const hosts = new Set(model.addresses.filter((a) => a.kind === 'host').map((a) => a.name));
  return policies.flatMap((p, i) => {
    const server =
      p.action === 'accept' && p.dstAddr !== 'any'
        ? p.dstAddr.find((name) => hosts.has(name))
        : undefined;
    if (!server) return [];
    return [
      {
        kind: 'add VIP' as const,
        what: `vip to ${server} (policy ${p.id})`,
        edit: (m: TConfigModel) => {
          const ext = `mutant-vip-ext-${i}`;
          m.addresses.push({
            name: ext,
            origin: p.origin,
            kind: 'host',
            ip: `198.18.${Math.floor(i / 250) % 256}.${(i % 250) + 1}`,
          });
          m.nat.push({
            id: `mutant-vip-${i}`,
            origin: p.origin,
            section: 1,
            type: 'static',
            srcIntf: p.srcIntf,
            dstIntf: 'any',
            src: 'any',
            dst: [ext],
            service: 'any',
            translatedSrc: { kind: 'none' },
            translatedDst: { kind: 'address', ref: server },
            bidirectional: false,
            enabled: true,
          });
          return true;
        },
      },
    ];
  });
}

/** Up to `perKind` mutants of each kind, chosen by `random`, each on its own copy of `model`. */
export function mutants(model: TConfigModel, random: () => number, perKind: number): TMutant[] {
  const all = candidates(model);
  const kinds = [...new Set(all.map((c) => c.kind))];
  const out: TMutant[] = [];
  for (const kind of kinds) {
    const ofKind = all.filter((c) => c.kind === kind);
    for (const index of pick(ofKind.length, perKind, random)) {
      const c = ofKind[index] as TEdit;
      const copy = structuredClone(model);
      if (!c.edit(copy)) continue;
      out.push({
        kind,
        what: c.what,
        model: copy,
        policies: c.policies ?? [],
        snat: c.snat ?? false,
      });
    }
  }
  return out;
}
