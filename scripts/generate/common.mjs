// Shared by the configuration generators of scripts/generate: a seeded PRNG, the shape of a
// generated configuration (how many objects of each kind for N rules, in the proportions of
// cisco-asa.mjs at 10,000 rules), its address plan and a small CLI.
//
// Every generator but cisco-asa.mjs (see there) builds the same abstract firewall (three zones,
// hosts and networks in each, nested address groups, custom services and service groups, N rules
// between the zones and N/100 NAT rules) and writes it in its vendor's syntax. Same rules count and seed: same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** mulberry32: a small, fast 32-bit PRNG; deterministic for a given seed. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const between = (lo, hi) => lo + int(hi - lo + 1);
  const pick = (list) => list[int(list.length)];
  /** k distinct items of list (k is capped at its length). */
  const sample = (list, k) => {
    const copy = [...list];
    const out = [];
    for (let i = 0; i < k && copy.length; i += 1) out.push(copy.splice(int(copy.length), 1)[0]);
    return out;
  };
  return { next, int, between, pick, sample, chance: (p) => next() < p };
}

/** The three zones of the generated firewall and their interface addressing. */
export const ZONES = ['outside', 'inside', 'dmz'];
export const NETWORK = {
  outside: { ip: '203.0.113.1', prefix: 24 },
  inside: { ip: '10.0.0.1', prefix: 24 },
  dmz: { ip: '172.16.0.1', prefix: 16 },
};
/** Static routes: the default route outside, the inside and DMZ networks behind routers. */
export const ROUTES = [
  { name: 'default', dst: '0.0.0.0/0', zone: 'outside', gateway: '203.0.113.254' },
  { name: 'inside-nets', dst: '10.0.0.0/8', zone: 'inside', gateway: '10.0.0.254' },
  { name: 'dmz-nets', dst: '172.17.0.0/16', zone: 'dmz', gateway: '172.16.0.254' },
];

/** Zone pairs rules go between, with their share of the rules. */
const PAIRS = [
  ['inside', 'outside', 30],
  ['inside', 'dmz', 25],
  ['outside', 'dmz', 20],
  ['dmz', 'inside', 10],
  ['dmz', 'outside', 10],
  ['outside', 'inside', 5],
];

/** Objects per rules count: cisco-asa.mjs's 2,000 hosts and 500 groups at 10,000 rules. */
export function shape(rules) {
  const scaled = (divisor, min) => Math.max(min, Math.round(rules / divisor));
  return {
    rules,
    hosts: scaled(5, 30),
    networks: scaled(100, 6),
    netGroups: scaled(25, 6),
    services: scaled(100, 4),
    svcGroups: scaled(100, 3),
    nat: scaled(100, 4),
  };
}

/** Address of the i-th host of a zone (as cisco-asa.mjs: no .0, no .255). */
function hostIp(zone, i) {
  if (zone === 'inside')
    return `10.${Math.floor(i / 62500) % 256}.${(Math.floor(i / 250) % 250) + 1}.${(i % 250) + 2}`;
  if (zone === 'dmz') return `172.16.${(Math.floor(i / 250) % 250) + 1}.${(i % 250) + 2}`;
  return `${i % 2 ? '198.18' : '100.64'}.${Math.floor(i / 250) % 250}.${(i % 250) + 2}`;
}

/** Network j of a zone. */
function networkOf(zone, j) {
  if (zone === 'inside')
    return { ip: `10.${100 + (Math.floor(j / 250) % 150)}.${j % 250}.0`, prefix: 24 };
  if (zone === 'dmz') return { ip: `172.17.${j % 250}.0`, prefix: 24 };
  return { ip: `100.${65 + (Math.floor(j / 250) % 60)}.${j % 250}.0`, prefix: 24 };
}

const ZONE_SHARE = { inside: 0.6, dmz: 0.25, outside: 0.15 };

/** TCP/UDP ports custom services are made of. */
const CUSTOM_PORTS = [
  ['tcp', 8080],
  ['tcp', 8443],
  ['tcp', 3389],
  ['tcp', 1521],
  ['tcp', 1433],
  ['tcp', 3306],
  ['tcp', 5432],
  ['tcp', 9000, 9010],
  ['tcp', 6379],
  ['udp', 514],
  ['udp', 161],
  ['udp', 1812, 1813],
  ['tcp', 27017],
  ['tcp', 10000, 10100],
  ['udp', 5060],
  ['tcp', 4443],
];

/**
 * The abstract firewall: objects by zone and the rules between zones. Services named by
 * well-known keys (`http`, `https`, `ssh`, `dns-udp`, `smtp`, `ntp`, `ping`) are each vendor's
 * predefined ones; `S…` are custom services, `SG…` service groups.
 */
export function model(rules, seed = 1) {
  const r = prng(seed);
  const s = shape(rules);
  const hosts = { outside: [], inside: [], dmz: [] };
  const networks = { outside: [], inside: [], dmz: [] };
  const groups = { outside: [], inside: [], dmz: [] };
  let h = 0;
  for (const zone of ZONES) {
    const count = Math.max(6, Math.round(s.hosts * ZONE_SHARE[zone]));
    for (let i = 0; i < count; i += 1) {
      hosts[zone].push({ name: `H${String(h).padStart(5, '0')}`, zone, ip: hostIp(zone, i) });
      h += 1;
    }
  }
  let n = 0;
  for (const zone of ZONES) {
    const count = Math.max(2, Math.round(s.networks * ZONE_SHARE[zone]));
    for (let j = 0; j < count; j += 1) {
      networks[zone].push({ name: `N${String(n).padStart(4, '0')}`, zone, ...networkOf(zone, j) });
      n += 1;
    }
  }
  let g = 0;
  for (const zone of ZONES) {
    const count = Math.max(2, Math.round(s.netGroups * ZONE_SHARE[zone]));
    for (let i = 0; i < count; i += 1) {
      const members = r.sample(hosts[zone], r.between(4, 8)).map((x) => x.name);
      if (r.chance(0.15)) members.push(r.pick(networks[zone]).name);
      // 10% nest an earlier group of the same zone, as cisco-asa.mjs's group-object.
      if (i > 0 && r.chance(0.1)) members.push(r.pick(groups[zone]).name);
      groups[zone].push({ name: `NG${String(g).padStart(4, '0')}`, zone, members });
      g += 1;
    }
  }
  const services = [];
  for (let i = 0; i < s.services; i += 1) {
    const [protocol, lo, hi = lo] = CUSTOM_PORTS[i % CUSTOM_PORTS.length];
    const shift = Math.floor(i / CUSTOM_PORTS.length);
    services.push({
      name: `S${String(i).padStart(3, '0')}-${protocol}-${lo + shift}`,
      protocol,
      ports: [lo + shift, hi + shift],
    });
  }
  const WELL_KNOWN = ['http', 'https', 'ssh', 'smtp', 'dns-udp', 'ntp'];
  const svcGroups = [];
  for (let i = 0; i < s.svcGroups; i += 1) {
    const members = [
      ...r.sample(services, r.between(1, 3)).map((x) => x.name),
      ...r.sample(WELL_KNOWN, r.between(1, 2)),
    ];
    svcGroups.push({ name: `SG${String(i).padStart(3, '0')}`, members });
  }
  // NAT: servers of the DMZ published on outside addresses (static, both ways), and source
  // NAT of inside networks behind the outside interface or a pool.
  const nat = [];
  const published = r.sample(hosts.dmz, Math.ceil(s.nat / 2));
  published.forEach((host, i) => {
    const ip = `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 2}`;
    nat.push({
      kind: 'static',
      name: `pub-${host.name}`,
      real: host,
      public: { name: `P-${host.name}`, ip },
    });
  });
  const hidden = r.sample(
    networks.inside,
    Math.min(networks.inside.length, s.nat - published.length),
  );
  hidden.forEach((net, i) => {
    nat.push({ kind: 'hide', name: `hide-${net.name}`, src: net, pool: i % 3 === 0 });
  });
  const pool = { name: 'snat-pool', start: '203.0.113.200', end: '203.0.113.210' };

  const pairs = PAIRS.flatMap(([from, to, share]) => Array(share).fill([from, to]));
  const policies = [];
  const addr = (zone, kind) =>
    (kind === 'group'
      ? r.pick(groups[zone])
      : kind === 'net'
        ? r.pick(networks[zone])
        : r.pick(hosts[zone])
    ).name;
  for (let i = 0; i < rules; i += 1) {
    const [from, to] = r.pick(pairs);
    const x = r.next();
    let rule;
    if (x < 0.3)
      rule = {
        src: [addr(from)],
        dst: [addr(to)],
        svc: [r.pick([...WELL_KNOWN, ...services.map((v) => v.name)])],
      };
    else if (x < 0.5)
      rule = { src: [addr(from, 'group')], dst: [addr(to, 'group')], svc: [r.pick(WELL_KNOWN)] };
    else if (x < 0.65)
      rule = { src: [addr(from, 'group')], dst: [addr(to)], svc: [r.pick(svcGroups).name] };
    else if (x < 0.72)
      rule = {
        src: [addr(from)],
        dst: [addr(to, 'group')],
        svc: [
          r.pick([
            'dns-udp',
            'ntp',
            ...services.filter((v) => v.protocol === 'udp').map((v) => v.name),
          ]),
        ],
      };
    else if (x < 0.8) rule = { src: [addr(from, 'group')], dst: [addr(to, 'net')], svc: 'any' };
    else if (x < 0.87)
      rule = {
        src: r.sample(hosts[from], 3).map((v) => v.name),
        dst: [addr(to), addr(to, 'group')],
        svc: r.sample(WELL_KNOWN, 2),
      };
    else if (x < 0.92) rule = { src: 'any', dst: [addr(to)], svc: ['ping'] };
    else if (x < 0.96) rule = { src: [addr(from)], dst: 'any', svc: 'any', deny: true };
    else rule = { src: [addr(from, 'net')], dst: [addr(to)], svc: [r.pick(services).name] };
    policies.push({
      name: `R${String(i + 1).padStart(5, '0')}`,
      from,
      to,
      ...rule,
      action: rule.deny ? 'deny' : 'permit',
      log: rule.deny || r.chance(0.5),
      disabled: r.chance(0.01),
    });
  }
  // Rules to the published servers (each generator names their destination as its vendor
  // matches it: the public address, a MIP or the real server).
  const publishedRules = nat.filter((x) => x.kind === 'static').slice(0, Math.ceil(rules / 200));
  publishedRules.forEach((x, i) => {
    const at = Math.floor(((i + 1) * policies.length) / (publishedRules.length + 1));
    policies[at] = {
      ...policies[at],
      from: 'outside',
      to: 'dmz',
      src: 'any',
      dst: [x.public.name],
      publicOf: x,
      svc: ['https'],
      action: 'permit',
      deny: false,
      disabled: false,
    };
  });
  return {
    seed,
    shape: s,
    hosts,
    networks,
    groups,
    services,
    svcGroups,
    nat,
    pool,
    policies,
  };
}

/** Every host and network of every zone, in order. */
export const allAddresses = (m) => ZONES.flatMap((z) => [...m.hosts[z], ...m.networks[z]]);

/** Mask of a prefix length, dotted. */
export function netmask(prefix) {
  const bits = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return [24, 16, 8, 0].map((s) => (bits >>> s) & 255).join('.');
}

/**
 * CLI of a generator: `node scripts/generate/<vendor>.mjs RULES [--seed N] [--out DIR]`.
 * Without --out a one-file configuration goes to stdout; a set of files needs --out.
 */
export function cli(generate) {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : fallback;
  };
  const seed = Number(flag('--seed', '1'));
  const out = flag('--out', undefined);
  const rules = Number(args[0] ?? 10_000);
  if (!Number.isInteger(rules) || rules < 1 || !Number.isInteger(seed)) {
    console.error('usage: RULES [--seed N] [--out DIR]');
    process.exit(2);
  }
  const { files } = generate(rules, seed);
  if (out) {
    mkdirSync(out, { recursive: true });
    for (const file of files) writeFileSync(join(out, file.name), file.content);
    console.error(files.map((f) => join(out, f.name)).join('\n'));
  } else if (files.length === 1) process.stdout.write(files[0].content);
  else {
    console.error(`${files.length} files: give --out DIR`);
    process.exit(2);
  }
}

/** Whether this module is the script node was started with. */
export const isMain = (url) =>
  process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;
