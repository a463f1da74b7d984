// A large Check Point export: Management API JSON as `mgmt_cli show ... --format json` gives it,
// in the batfish layout (each file an array of response pages of at most 500 items), and the
// gateway's Gaia clish `show configuration`:
// node scripts/generate/checkpoint.mjs RULES [--seed N] --out DIR
// Files: show-access-rulebase.json (layer Network: RULES rules in sections of 250, each page with
// its objects-dictionary; split into -1, -2 ... files of whole pages under 56 MB, as the parser
// refuses JSON files over 64 MB), show-nat-rulebase.json (the automatic NAT rules of the objects
// with NAT settings: static NAT of DMZ servers, hide NAT of inside networks), the typed object
// lists show-hosts, show-networks, show-groups, show-services-tcp/-udp/-icmp,
// show-service-groups, show-access-layers (implicit cleanup drop) and
// gaia-show-configuration.txt (interfaces, routes). See common.mjs.
import {
  ZONES,
  NETWORK,
  ROUTES,
  allAddresses,
  cli,
  isMain,
  model,
  netmask,
  prng,
} from './common.mjs';

const PAGE = 500;
/** Rulebase files stay under this size: the parser refuses JSON files over 64 MB. */
const FILE_BUDGET = 56 * 1024 * 1024;
const SECTION = 250;
const USER = {
  uid: '41e821a0-3720-11e3-aa6e-0800200c9fde',
  name: 'SMC User',
  'domain-type': 'domain',
};
const DATA = {
  uid: 'a0bbbc99-adef-4ef8-bb6d-defdefdefdef',
  name: 'Check Point Data',
  'domain-type': 'data domain',
};
const IFACE = { outside: 'eth0', inside: 'eth1', dmz: 'eth2' };

/** Check Point's own objects (uids as in the reference's corpus where it gives them). */
const PREDEFINED = [
  ['any', '97aeb369-9aea-11d5-bd16-0090272ccb30', 'Any', 'CpmiAnyObject'],
  ['all', '97aeb368-9aea-11d5-bd16-0090272ccb30', 'All', 'CpmiAnyObject'],
  ['original', '85c0f50f-6d8a-4528-88ab-5fb11d8fe16c', 'Original', 'Global'],
  ['targets', '6c488338-8eec-4103-ad21-cd461ac2c476', 'Policy Targets', 'Global'],
  ['accept', '6c488338-8eec-4103-ad21-cd461ac2c472', 'Accept', 'RulebaseAction'],
  ['drop', '6c488338-8eec-4103-ad21-cd461ac2c473', 'Drop', 'RulebaseAction'],
  ['log', '598ead32-aa42-4615-90ed-f51a5928d41d', 'Log', 'Track'],
  ['none', '29e53e3d-23bf-48fe-b6b1-d59bd88036f9', 'None', 'Track'],
];
/** Predefined services for the well-known keys of common.mjs. */
const SERVICES = {
  http: ['97aeb3d4-9aea-11d5-bd16-0090272ccb30', 'http', 'service-tcp', { port: '80' }],
  https: ['97aeb443-9aea-11d5-bd16-0090272ccb30', 'https', 'service-tcp', { port: '443' }],
  ssh: ['18ec9eaa-1657-4240-ab97-5f234623336b', 'ssh', 'service-tcp', { port: '22' }],
  smtp: ['97aeb3dc-9aea-11d5-bd16-0090272ccb30', 'smtp', 'service-tcp', { port: '25' }],
  'dns-udp': ['97aeb3f6-9aea-11d5-bd16-0090272ccb30', 'domain-udp', 'service-udp', { port: '53' }],
  ntp: ['97aeb450-9aea-11d5-bd16-0090272ccb30', 'ntp-udp', 'service-udp', { port: '123' }],
  ping: [
    '97aeb3a8-9aea-11d5-bd16-0090272ccb30',
    'echo-request',
    'service-icmp',
    { 'icmp-type': 8 },
  ],
};

const json = (value) => `${JSON.stringify(value, null, 4)}\n`;

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  // uids come from a PRNG stream of their own, so that they do not shift the model's choices.
  const random = prng(seed ^ 0x5bd1e995);
  const hex = (digits) =>
    Array.from({ length: digits }, () => random.int(16).toString(16)).join('');
  const ids = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(4)]}${hex(3)}-${hex(12)}`;
  const byKey = new Map();
  const objects = [];
  const add = (key, object) => {
    byKey.set(key, object);
    objects.push(object);
    return object;
  };
  for (const [key, uid, name, type] of PREDEFINED)
    byKey.set(key, { uid, name, type, domain: DATA });
  for (const [key, [uid, name, type, fields]] of Object.entries(SERVICES))
    byKey.set(key, { uid, name, type, domain: DATA, ...fields });
  const natOf = new Map();
  for (const x of m.nat) natOf.set(x.kind === 'static' ? x.real.name : x.src.name, x);
  const natSettings = (name) => {
    const x = natOf.get(name);
    if (!x) return {};
    if (x.kind === 'static')
      return {
        'nat-settings': {
          'auto-rule': true,
          method: 'static',
          'ipv4-address': x.public.ip,
          'install-on': 'All',
        },
      };
    return {
      'nat-settings': x.pool
        ? {
            'auto-rule': true,
            method: 'hide',
            'hide-behind': 'ip-address',
            'ipv4-address': m.pool.start,
            'install-on': 'All',
          }
        : { 'auto-rule': true, method: 'hide', 'hide-behind': 'gateway', 'install-on': 'All' },
    };
  };
  for (const a of allAddresses(m)) {
    const common = { uid: ids(), name: a.name, domain: USER, color: 'black', comments: '' };
    if (a.prefix === undefined)
      add(a.name, { ...common, type: 'host', 'ipv4-address': a.ip, ...natSettings(a.name) });
    else
      add(a.name, {
        ...common,
        type: 'network',
        subnet4: a.ip,
        'mask-length4': a.prefix,
        'subnet-mask': netmask(a.prefix),
        comments: `${a.zone} network`,
        ...natSettings(a.name),
      });
  }
  for (const zone of ZONES)
    for (const g of m.groups[zone])
      add(g.name, {
        uid: ids(),
        name: g.name,
        type: 'group',
        domain: USER,
        members: g.members.map((name) => byKey.get(name).uid),
        color: 'black',
        comments: '',
      });
  for (const s of m.services) {
    const [lo, hi] = s.ports;
    add(s.name, {
      uid: ids(),
      name: s.name,
      type: `service-${s.protocol}`,
      domain: USER,
      port: lo === hi ? String(lo) : `${lo}-${hi}`,
      'match-for-any': false,
      color: 'black',
      comments: '',
    });
  }
  for (const g of m.svcGroups)
    add(g.name, {
      uid: ids(),
      name: g.name,
      type: 'service-group',
      domain: USER,
      members: g.members.map((name) => byKey.get(name).uid),
      color: 'black',
      comments: '',
    });
  const byUid = new Map([...byKey.values()].map((o) => [o.uid, o]));
  const uid = (key) => byKey.get(key).uid;
  /** The objects a page names, with the members of its groups (each object once). */
  const dictionary = (uids) => {
    const seen = new Set();
    const out = [];
    const visit = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      const object = byUid.get(id);
      out.push(object);
      for (const member of object.members ?? []) visit(member);
    };
    for (const id of uids) visit(id);
    return out;
  };
  const layerUid = ids();
  const time = (i) => {
    const posix = 1_700_000_000_000 + i * 60_000;
    return { posix, 'iso-8601': new Date(posix).toISOString().replace(/\.\d+Z$/, '+0000') };
  };
  const meta = (i) => ({
    lock: 'unlocked',
    'validation-state': 'ok',
    'last-modify-time': time(i),
    'last-modifier': 'admin',
    'creation-time': time(i),
    creator: 'admin',
  });
  const access = m.policies.map((p, i) => {
    const cell = (list) => (list === 'any' ? [uid('any')] : list.map(uid));
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    return {
      uid: ids(),
      name: p.name,
      type: 'access-rule',
      domain: USER,
      'rule-number': i + 1,
      track: {
        type: uid(p.log ? 'log' : 'none'),
        'per-session': false,
        'per-connection': p.log,
        accounting: false,
        alert: 'none',
      },
      source: cell(p.src),
      'source-negate': false,
      destination: cell(dst),
      'destination-negate': false,
      service: cell(p.svc),
      'service-negate': false,
      'service-resource': '',
      vpn: [uid('any')],
      action: uid(p.action === 'permit' ? 'accept' : 'drop'),
      'action-settings': {},
      content: [uid('any')],
      'content-direction': 'any',
      'content-negate': false,
      time: [uid('any')],
      'install-on': [uid('targets')],
      'custom-fields': { 'field-1': '', 'field-2': '', 'field-3': '' },
      'meta-info': meta(i),
      enabled: !p.disabled,
      comments: i % 7 === 0 ? `generated rule ${i + 1}` : '',
    };
  });
  // Pages of the access rulebase, each with the objects its rules name.
  const pages = [];
  for (let start = 0; start < access.length; start += PAGE) {
    const rulesOfPage = access.slice(start, start + PAGE);
    const sections = [];
    for (let s = 0; s < rulesOfPage.length; s += SECTION) {
      const list = rulesOfPage.slice(s, s + SECTION);
      const from = start + s + 1;
      sections.push({
        uid: ids(),
        name: `Rules ${from}-${from + list.length - 1}`,
        type: 'access-section',
        from,
        to: from + list.length - 1,
        rulebase: list,
      });
    }
    const used = rulesOfPage.flatMap((r) => [
      ...r.source,
      ...r.destination,
      ...r.service,
      r.action,
      r.track.type,
      ...r['install-on'],
      uid('any'),
    ]);
    pages.push({
      uid: layerUid,
      name: 'Network',
      rulebase: sections,
      'objects-dictionary': dictionary(used),
      from: start + 1,
      to: start + rulesOfPage.length,
      total: access.length,
    });
  }
  // Files of whole pages, each under FILE_BUDGET (the text is what JSON.stringify(pages, null, 4)
  // of the file's pages gives).
  const rulebaseFiles = [];
  let current = [];
  let size = 0;
  for (const page of pages) {
    const text = json([page]).slice(2, -3);
    if (current.length && size + text.length > FILE_BUDGET) {
      rulebaseFiles.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 2;
  }
  rulebaseFiles.push(current);
  // NAT: the automatic rules of the objects with NAT settings, in Check Point's sections: two
  // halves per static object, then per hidden network a no-NAT rule inside it and the hide rule.
  const nat = [];
  let natNumber = 0;
  const natRule = (fields) => ({
    uid: ids(),
    type: 'nat-rule',
    domain: USER,
    'rule-number': (natNumber += 1),
    method: 'static',
    'auto-generated': false,
    'original-source': uid('any'),
    'original-destination': uid('any'),
    'original-service': uid('any'),
    'translated-source': uid('original'),
    'translated-destination': uid('original'),
    'translated-service': uid('original'),
    enabled: true,
    comments: '',
    'install-on': [uid('all')],
    ...fields,
  });
  const statics = m.nat.filter((x) => x.kind === 'static');
  const hides = m.nat.filter((x) => x.kind === 'hide');
  const staticRules = statics.flatMap((x) => [
    natRule({
      'auto-generated': true,
      'original-source': uid(x.real.name),
      'translated-source': uid(x.real.name),
    }),
    natRule({
      'auto-generated': true,
      'original-destination': uid(x.real.name),
      'translated-destination': uid(x.real.name),
    }),
  ]);
  const hideRules = hides.flatMap((x) => [
    natRule({
      method: 'hide',
      'auto-generated': true,
      'original-source': uid(x.src.name),
      'original-destination': uid(x.src.name),
    }),
    natRule({
      method: 'hide',
      'auto-generated': true,
      'original-source': uid(x.src.name),
      'translated-source': uid(x.src.name),
    }),
  ]);
  nat.push(
    {
      uid: ids(),
      name: 'Automatic Generated Rules : Machine Static NAT',
      type: 'nat-section',
      rulebase: staticRules,
    },
    {
      uid: ids(),
      name: 'Automatic Generated Rules : Network Hide NAT',
      type: 'nat-section',
      rulebase: hideRules,
    },
  );
  const natUsed = [...staticRules, ...hideRules].flatMap((r) => [
    r['original-source'],
    r['original-destination'],
    r['original-service'],
    r['translated-source'],
    r['translated-destination'],
    r['translated-service'],
    ...r['install-on'],
  ]);
  const natPage = {
    uid: ids(),
    rulebase: nat,
    'objects-dictionary': dictionary(natUsed),
    from: 1,
    to: natNumber,
    total: natNumber,
  };
  // Typed object lists (`show-hosts` ...), as the batfish layout keeps them: pages of 500. The
  // service lists hold Check Point's predefined services too, as the API lists them.
  const predefinedServices = Object.keys(SERVICES).map((key) => byKey.get(key));
  const typed = (file, filter) => {
    const list = [...predefinedServices, ...objects]
      .filter(filter)
      .map((o, i) => ({ ...o, tags: [], 'meta-info': meta(i), 'read-only': false }));
    const pages = [];
    for (let start = 0; start < list.length || start === 0; start += PAGE)
      pages.push({
        objects: list.slice(start, start + PAGE),
        from: start + 1,
        to: Math.min(list.length, start + PAGE),
        total: list.length,
      });
    return { name: file, content: json(pages) };
  };
  const objectFiles = [
    typed('show-hosts.json', (o) => o.type === 'host'),
    typed('show-networks.json', (o) => o.type === 'network'),
    typed('show-groups.json', (o) => o.type === 'group'),
    typed('show-services-tcp.json', (o) => o.type === 'service-tcp'),
    typed('show-services-udp.json', (o) => o.type === 'service-udp'),
    typed('show-services-icmp.json', (o) => o.type === 'service-icmp'),
    typed('show-service-groups.json', (o) => o.type === 'service-group'),
  ];
  const layers = {
    'access-layers': [
      {
        uid: layerUid,
        name: 'Network',
        type: 'access-layer',
        domain: USER,
        'implicit-cleanup-action': 'drop',
      },
    ],
    from: 1,
    to: 1,
    total: 1,
  };
  const gaia = [
    '#',
    '# Configuration of bench-gw',
    '# Language version: 14.1v1',
    '#',
    '# Exported by admin on Mon Jan  8 10:00:00 2024',
    '#',
    'set hostname bench-gw',
    'set timezone Europe / Paris',
    ...ZONES.flatMap((zone) => [
      `set interface ${IFACE[zone]} comments "${zone}"`,
      `set interface ${IFACE[zone]} state on`,
      `set interface ${IFACE[zone]} mtu 1500`,
      `set interface ${IFACE[zone]} ipv4-address ${NETWORK[zone].ip} mask-length ${NETWORK[zone].prefix}`,
    ]),
    ...ROUTES.map(
      (r) =>
        `set static-route ${r.dst === '0.0.0.0/0' ? 'default' : r.dst} nexthop gateway address ${r.gateway} on`,
    ),
    'set dns primary 10.0.0.53',
    'set dns suffix example.net',
  ];
  // The main file first: the access rulebase.
  const files = [
    ...rulebaseFiles.map((pages, i) => ({
      name:
        rulebaseFiles.length === 1
          ? 'show-access-rulebase.json'
          : `show-access-rulebase-${i + 1}.json`,
      content: `[\n${pages.join(',\n')}\n]\n`,
    })),
    { name: 'show-nat-rulebase.json', content: json([natPage]) },
    ...objectFiles,
    { name: 'show-access-layers.json', content: json(layers) },
    { name: 'gaia-show-configuration.txt', content: `${gaia.join('\n')}\n` },
  ];
  return { files, vendor: 'checkpoint', rules: m.policies.length };
}

if (isMain(import.meta.url)) cli(generate);
