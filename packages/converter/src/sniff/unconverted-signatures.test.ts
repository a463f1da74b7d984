import { describe, expect, it } from 'vitest';
import { convert } from '../convert.js';
import { ConversionInputError } from '../errors.js';
import { detectVendor } from '../vendors/detect-vendor.js';
import { VENDOR_PARSERS } from '../vendors/registry.js';
import { sniffSource } from './sniff-source.js';
import { UNCONVERTED_VENDOR_KEYS } from './unconverted-signatures.js';

/** Short samples written from each vendor's documentation (named in each case). */
const SAMPLES = {
  // Meraki Dashboard API v1, GET /networks/{networkId}/appliance/firewall/l3FirewallRules.
  merakiRules: [
    '{',
    '  "rules": [',
    '    {',
    '      "comment": "Allow HTTPS to the web servers.",',
    '      "policy": "allow",',
    '      "protocol": "tcp",',
    '      "destPort": "443",',
    '      "destCidr": "192.168.1.0/24",',
    '      "srcPort": "Any",',
    '      "srcCidr": "Any",',
    '      "syslogEnabled": false',
    '    }',
    '  ],',
    '  "syslogDefaultRule": false',
    '}',
  ].join('\n'),
  // Meraki Dashboard API v1, GET /networks/{networkId}/appliance/vlans (one VLAN, minified).
  merakiVlan:
    '[{"id":20,"name":"Servers","subnet":"192.168.20.0/24","applianceIp":"192.168.20.1"}]',
  // Barracuda CloudGen Firewall ruleset (reference/vendors/barracuda.md, "Structure").
  barracuda: 'NetSet{\n\tname={Web-Servers}\n\tnetType={2}\n\tlist={\n\t}\n}\n',
  // ZyWALL/USG (ZLD) CLI Reference Guide, "Addresses" and "Services".
  zyxel: [
    'interface lan1',
    ' ip address 192.168.1.1 255.255.255.0',
    '!',
    'address-object LAN1_SUBNET interface-subnet lan1',
    'service-object Web_8080 tcp eq 8080',
  ].join('\n'),
  zyxelService: 'service-object Ports_high udp range 20000 20100\n',
  // ProxySG Content Policy Language Guide, "Definitions" and "Layers".
  blueCoat: [
    '; local policy file',
    'define subnet corporate_subnet',
    '  10.10.12.0/24',
    'end',
    '<Proxy>',
    '  client.address=!corporate_subnet deny',
  ].join('\n'),
  blueCoatLayerFirst: '<Proxy> ; filter out strangers\nclient.address=!corporate_subnet deny\n',
  // shorewall-rules(5): a section header and a rule to the firewall itself.
  shorewallRules: '#ACTION  SOURCE  DEST  PROTO  DPORT\n?SECTION NEW\nACCEPT  net  $FW  tcp  22\n',
  shorewallRulesOld: 'SECTION NEW\n',
  shorewallMacro: 'Ping(ACCEPT)  net  $FW\n',
  // shorewall-zones(5) and shorewall-policy(5).
  shorewallZones: '#ZONE  TYPE  OPTIONS\nfw  firewall\nnet  ipv4\nloc  ipv4\n',
  shorewallPolicy: '$FW  net  ACCEPT\nnet  all  DROP  info\n',
};

function refusal(run: () => unknown): ConversionInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConversionInputError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('issue 22 item 7: vendors the engine does not convert, recognised by content', () => {
  it.each([
    ['Meraki L3 rules', SAMPLES.merakiRules, 'json', 'ciscoMeraki', 8],
    ['Meraki VLANs', SAMPLES.merakiVlan, 'json', 'ciscoMeraki', 1],
    ['Barracuda NetSet', SAMPLES.barracuda, 'text', 'barracuda', 1],
    ['Zyxel address object', SAMPLES.zyxel, 'text', 'zyxel', 4],
    ['Zyxel service object', SAMPLES.zyxelService, 'text', 'zyxel', 1],
    ['Blue Coat CPL definition', SAMPLES.blueCoat, 'text', 'bluecoat', 2],
    ['Blue Coat CPL layer first', SAMPLES.blueCoatLayerFirst, 'xml', 'bluecoat', 1],
    ['Shorewall rules', SAMPLES.shorewallRules, 'text', 'shoreWall', 2],
    ['Shorewall 4 rules section', SAMPLES.shorewallRulesOld, 'text', 'shoreWall', 1],
    ['Shorewall macro rule', SAMPLES.shorewallMacro, 'text', 'shoreWall', 1],
    ['Shorewall zones', SAMPLES.shorewallZones, 'text', 'shoreWall', 2],
    ['Shorewall policy', SAMPLES.shorewallPolicy, 'text', 'shoreWall', 1],
  ])('%s', (_name, text, format, vendorKey, line) => {
    expect(sniffSource(text)).toEqual({ format, vendorKey, line });
  });

  it('does not take near-misses of other vendors for them', () => {
    // SonicOS CLI keeps its own signature; a Cisco hostname is not a Shorewall zone.
    expect(sniffSource('address-object ipv4 "web" host 10.0.0.5 zone LAN\n').vendorKey).toBe(
      'sonicWall',
    );
    expect(sniffSource('hostname firewall\n').vendorKey).toBeNull();
    expect(sniffSource('<proxy>\n  <host>p</host>\n</proxy>\n').vendorKey).toBeNull();
    expect(sniffSource('service-object tcp destination eq 443\n').vendorKey).toBeNull();
  });

  it('stays fast on long lines of near-matches (linear-time patterns)', () => {
    for (const hostile of [
      'ACCEPT ' + ' a'.repeat(100_000),
      'Ping(ACCEPT)' + '\t'.repeat(200_000),
      '$FW ' + 'x '.repeat(100_000),
      'address-object ' + 'a'.repeat(200_000),
      '<Proxy ' + 'a'.repeat(200_000),
      '\t'.repeat(200_000) + 'NetSet',
    ])
      expect(sniffSource(hostile).vendorKey).toBeNull();
  });

  it('lists only vendors no parser reads', () => {
    const read = new Set(VENDOR_PARSERS.flatMap((parser) => parser.accepts));
    expect([...UNCONVERTED_VENDOR_KEYS].filter((key) => read.has(key))).toEqual([]);
  });

  it('fwconv without --vendor names the vendor and says the ticket goes to an engineer', () => {
    const error = refusal(() => detectVendor([{ name: 'fw.conf', content: SAMPLES.zyxel }]));
    expect(error.code).toBe('VENDOR_NOT_DETECTED');
    expect(error.message).toBe(
      'fw.conf looks like a Zyxel ZLD configuration, which the engine does not convert yet: in the portal, a ticket for it goes to our engineers, who convert it.',
    );
  });

  it('a converted vendor chosen for such a file is refused, naming the vendor the same way', () => {
    const error = refusal(() =>
      convert({ vendor: 'cisco-asa', files: [{ name: 'rules', content: SAMPLES.shorewallRules }] }),
    );
    expect(error.code).toBe('WRONG_VENDOR');
    expect(error.message).toBe(
      'rules looks like a Shorewall configuration, not Cisco ASA. The engine does not convert that vendor yet: choose it, and in the portal, a ticket for it goes to our engineers, who convert it.',
    );
  });
});
