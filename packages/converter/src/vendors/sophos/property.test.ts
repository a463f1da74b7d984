import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { sophosParser } from './vendor.js';

const ZONES = ['LAN', 'WAN', 'DMZ'] as const;
const HEADER = `<Configuration APIVersion="1905.1">
  <Interface><Name>PortA</Name><NetworkZone>LAN</NetworkZone><IPAddress>10.0.0.1</IPAddress><Netmask>255.255.0.0</Netmask></Interface>
  <Interface><Name>PortB</Name><NetworkZone>WAN</NetworkZone><IPAddress>198.51.100.2</IPAddress><Netmask>255.255.255.0</Netmask></Interface>
  <Interface><Name>PortC</Name><NetworkZone>DMZ</NetworkZone><IPAddress>172.16.0.1</IPAddress><Netmask>255.255.255.0</Netmask></Interface>
  <UnicastRoute><DestinationIP>0.0.0.0</DestinationIP><Netmask>0.0.0.0</Netmask><Gateway>198.51.100.1</Gateway><Interface>PortB</Interface></UnicastRoute>
  <Zone><Name>LAN</Name></Zone>
  <Zone><Name>WAN</Name></Zone>
  <Zone><Name>DMZ</Name></Zone>
  <IPHost><Name>h1</Name><HostType>IP</HostType><IPAddress>10.0.1.5</IPAddress></IPHost>
  <IPHost><Name>n1</Name><HostType>Network</HostType><IPAddress>172.16.0.0</IPAddress><Subnet>255.255.255.128</Subnet></IPHost>
  <IPHost><Name>r1</Name><HostType>IPRange</HostType><StartIPAddress>10.0.2.1</StartIPAddress><EndIPAddress>10.0.2.9</EndIPAddress></IPHost>
  <IPHostGroup><Name>g1</Name><HostList><Host>h1</Host><Host>r1</Host></HostList></IPHostGroup>
  <Services><Name>web</Name><Type>TCPorUDP</Type><ServiceDetails><ServiceDetail><DestinationPort>8080:8090</DestinationPort><Protocol>TCP</Protocol></ServiceDetail></ServiceDetails></Services>
  <Services><Name>dns</Name><Type>TCPorUDP</Type><ServiceDetails><ServiceDetail><DestinationPort>53</DestinationPort><Protocol>UDP</Protocol></ServiceDetail></ServiceDetails></Services>
  <ServiceGroup><Name>sg</Name><ServiceList><Service>web</Service><Service>dns</Service></ServiceList></ServiceGroup>
`;

interface TRule {
  src: string;
  dst: string;
  from: string;
  to: string;
  service: string;
  action: string;
  on: boolean;
}

const rule = fc.record({
  src: fc.constantFrom('', 'h1', 'n1', 'r1', 'g1'),
  dst: fc.constantFrom('', 'h1', 'n1', 'g1'),
  from: fc.constantFrom('', ...ZONES),
  to: fc.constantFrom('', ...ZONES),
  service: fc.constantFrom('', 'web', 'dns', 'sg'),
  action: fc.constantFrom('Accept', 'Drop', 'Reject'),
  on: fc.boolean(),
});

const list = (wrapper: string, item: string, value: string) =>
  value ? `<${wrapper}><${item}>${value}</${item}></${wrapper}>` : '';

/** Rules chained by After in their order, written in a shuffled document order. */
function document(rules: TRule[], order: number[]): string {
  const body = order.map((i) => {
    const r = rules[i] as TRule;
    const place =
      i === 0
        ? '<Position>Top</Position>'
        : `<Position>After</Position><After><Name>r${i - 1}</Name></After>`;
    return `  <FirewallRule><Name>r${i}</Name><Status>${r.on ? 'Enable' : 'Disable'}</Status>${place}<PolicyType>Network</PolicyType><NetworkPolicy><Action>${r.action}</Action>${list('SourceZones', 'Zone', r.from)}${list('DestinationZones', 'Zone', r.to)}${list('SourceNetworks', 'Network', r.src)}${list('DestinationNetworks', 'Network', r.dst)}${list('Services', 'Service', r.service)}</NetworkPolicy></FirewallRule>`;
  });
  return `${HEADER}${body.join('\n')}\n</Configuration>\n`;
}

const rulebase = fc
  .array(rule, { minLength: 1, maxLength: 12 })
  .chain((rules) =>
    fc
      .shuffledSubarray([...rules.keys()], { minLength: rules.length, maxLength: rules.length })
      .map((order) => ({ rules, order })),
  );

const convert = (text: string) =>
  convertWith(sophosParser, { files: [{ name: 'gen.xml', content: text }] });

describe('generated Sophos configurations (issue 21 item 4)', () => {
  it('convert without a throw, in chain order, every line accounted for, equivalent', () => {
    fc.assert(
      fc.property(rulebase, ({ rules, order }) => {
        // One enabled rule at least, so that something is compared.
        const text = document(
          rules.map((r, i) => (i === 0 ? { ...r, on: true } : r)),
          order,
        );
        const result = convert(text);
        expect(result.model.policies.map((p) => p.id)).toEqual(rules.map((_, i) => `r${i}`));
        const covered = coveredLines(result.report.entries, 'gen.xml');
        expect(meaningfulLines(text, () => false).filter((n) => !covered.has(n))).toEqual([]);
        expect(result.verification?.status, result.verification?.reason).toBe('equivalent');
      }),
      { numRuns: 40 },
    );
  });

  it('a rule naming a host the input does not define is never equivalent', () => {
    fc.assert(
      fc.property(rulebase, fc.nat(), ({ rules, order }, pick) => {
        const index = pick % rules.length;
        const broken = rules.map((r, i) => (i === index ? { ...r, on: true, src: 'not-here' } : r));
        const result = convert(document(broken, order));
        expect(result.verification?.status).not.toBe('equivalent');
      }),
      { numRuns: 30 },
    );
  });
});
