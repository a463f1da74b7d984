// A large Cisco ASA configuration (`show running-config`, ASA 8.3+ syntax):
// node scripts/generate/cisco-asa.mjs RULES [--seed N] > big-asa.cfg
// Three interfaces (outside, inside, dmz), 2,000 `object network` hosts and 500 object-groups
// whatever the rules count (400 network groups of 4-8 `network-object object` members, a tenth
// of them nesting an earlier group with `group-object`; 100 service groups of 2-4
// `service-object` lines), then exactly RULES extended ACEs over one ACL per interface, each bound
// with `access-group … in interface`. Every ACE names hosts or groups; no remarks.
//
// Unlike the other generators this one does not write common.mjs's model: it keeps the shape the
// ASA benchmarks and the large-ASA server tests were measured with (fixed objects, rules only
// grow), so their figures stay comparable with the issue 17 goals. Same rules count and seed:
// same bytes.
import { cli, isMain, prng } from './common.mjs';

const HOSTS = 2000;
const GROUPS = 500;
const INTERFACES = [
  ['GigabitEthernet0/0', 'outside', 0, '203.0.113.1'],
  ['GigabitEthernet0/1', 'inside', 100, '10.0.0.1'],
  ['GigabitEthernet0/2', 'dmz', 50, '172.16.0.1'],
];
/** ACL per interface; ACE n goes to ACLS[n % 3]. */
const ACLS = [
  ['inside_access_in', 'inside'],
  ['outside_access_in', 'outside'],
  ['dmz_access_in', 'dmz'],
];
/** TCP ports of the host and group rules, as ASA names them (or numbers). */
const TCP_PORTS = ['www', 'https', 'ssh', 'domain', '8080', '3389', 'smtp', '1521', 'ldap', '445'];
const UDP_PORTS = ['domain', 'ntp', 'snmp', '514'];
const SERVICE_PORTS = ['443', '80', '53', '22', '8443', '25'];

/** Host i's address in 10.0.0.0/8, never .0 or .255 in the last octet. */
const hostIp = (i) =>
  `10.${Math.floor(i / 62500) % 256}.${(Math.floor(i / 250) % 250) + 1}.${(i % 250) + 2}`;

export function generate(rules, seed = 1) {
  const r = prng(seed);
  const out = [': Saved', ':', 'ASA Version 9.16(4)', '!', 'hostname bench-asa', '!'];
  for (const [phys, name, level, ip] of INTERFACES)
    out.push(
      `interface ${phys}`,
      ` nameif ${name}`,
      ` security-level ${level}`,
      ` ip address ${ip} 255.255.255.0`,
      '!',
    );

  const hosts = Array.from({ length: HOSTS }, (_, i) => `H${String(i).padStart(5, '0')}`);
  hosts.forEach((host, i) => out.push(`object network ${host}`, ` host ${hostIp(i)}`));

  const netCount = Math.floor((GROUPS * 4) / 5);
  const netGroups = Array.from({ length: netCount }, (_, i) => `NG${String(i).padStart(4, '0')}`);
  const svcGroups = Array.from(
    { length: GROUPS - netCount },
    (_, i) => `SG${String(i).padStart(4, '0')}`,
  );
  netGroups.forEach((group, i) => {
    out.push(`object-group network ${group}`);
    for (const host of r.sample(hosts, r.between(4, 8))) out.push(` network-object object ${host}`);
    if (i > 0 && r.chance(0.1)) out.push(` group-object ${netGroups[r.int(i)]}`);
  });
  for (const group of svcGroups) {
    out.push(`object-group service ${group}`);
    for (let k = r.between(2, 4); k > 0; k -= 1)
      out.push(
        ` service-object ${r.pick(['tcp', 'tcp', 'udp'])} destination eq ${r.pick(SERVICE_PORTS)}`,
      );
  }

  for (let n = 0; n < rules; n += 1) {
    const src = r.pick(hosts);
    const dst = r.pick(hosts);
    const srcGroup = r.pick(netGroups);
    const dstGroup = r.pick(netGroups);
    const port = r.pick(TCP_PORTS);
    const x = r.next();
    let ace;
    if (x < 0.3) ace = `permit tcp object ${src} object ${dst} eq ${port}`;
    else if (x < 0.5)
      ace = `permit tcp object-group ${srcGroup} object-group ${dstGroup} eq ${port}`;
    else if (x < 0.65)
      ace = `permit object-group ${r.pick(svcGroups)} object-group ${srcGroup} object ${dst}`;
    else if (x < 0.75)
      ace = `permit udp object ${src} object-group ${dstGroup} eq ${r.pick(UDP_PORTS)}`;
    else if (x < 0.85) ace = `permit ip object-group ${srcGroup} object-group ${dstGroup}`;
    else if (x < 0.9) ace = `permit icmp any object ${dst}`;
    else if (x < 0.95) ace = `deny ip object ${src} any log`;
    else ace = `permit tcp host 192.0.2.${r.between(1, 254)} object ${dst} range 1000 2000`;
    out.push(`access-list ${ACLS[n % 3][0]} extended ${ace}`);
  }
  for (const [acl, nameif] of ACLS) out.push(`access-group ${acl} in interface ${nameif}`);
  out.push(': end');
  return {
    files: [{ name: `asa-${rules}.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'cisco-asa',
    rules,
  };
}

if (isMain(import.meta.url)) cli(generate);
