import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { isXmlComment } from './context.js';
import { pfsenseParser } from './vendor.js';

const HEAD = `<?xml version="1.0"?>
<pfsense>
	<interfaces>
		<wan><enable></enable><if>em0</if><ipaddr>198.51.100.2</ipaddr><subnet>24</subnet><gateway>GW</gateway></wan>
		<lan><enable></enable><if>em1</if><ipaddr>10.1.0.1</ipaddr><subnet>24</subnet></lan>
		<opt1><enable></enable><if>em2</if><ipaddr>10.2.0.1</ipaddr><subnet>24</subnet></opt1>
	</interfaces>
	<aliases>
		<alias><name>hosts</name><type>host</type><address>10.2.0.5 10.2.0.6</address></alias>
		<alias><name>ports</name><type>port</type><address>80 443 8000:8010</address></alias>
	</aliases>
	<filter>
`;
const TAIL = `	</filter>
</pfsense>
`;

const octet = fc.integer({ min: 1, max: 254 });
const cell = fc.oneof(
  fc.constant('<any></any>'),
  fc.constantFrom('lan', 'opt1', 'hosts').map((n) => `<network>${n}</network>`),
  fc.tuple(octet, octet).map(([a, b]) => `<address>10.${a}.${b}.0/24</address>`),
);
const rule = fc.record({
  type: fc.constantFrom('pass', 'block', 'reject'),
  intf: fc.constantFrom('wan', 'lan', 'opt1'),
  floating: fc.boolean(),
  quick: fc.boolean(),
  protocol: fc.constantFrom('', 'tcp', 'udp', 'tcp/udp', 'icmp'),
  port: fc.constantFrom('', '22', '1000-2000', 'ports'),
  src: cell,
  dst: cell,
  not: fc.boolean(),
  disabled: fc.boolean(),
});
type TRule = typeof rule extends fc.Arbitrary<infer T> ? T : never;

function ruleXml(r: TRule, extra = '', direction = 'in'): string {
  const port = r.protocol && r.protocol !== 'icmp' && r.port ? `<port>${r.port}</port>` : '';
  return [
    '\t\t<rule>',
    `\t\t\t<type>${r.type}</type><interface>${r.intf}</interface><ipprotocol>inet</ipprotocol>`,
    r.protocol ? `\t\t\t<protocol>${r.protocol}</protocol>` : '',
    `\t\t\t<source>${r.src}</source>`,
    `\t\t\t<destination>${r.not ? '<not></not>' : ''}${r.dst}${port}</destination>`,
    r.floating
      ? `\t\t\t<floating>yes</floating><direction>${direction}</direction>${r.quick ? '<quick>yes</quick>' : ''}`
      : '',
    r.disabled ? '\t\t\t<disabled></disabled>' : '',
    extra,
    '\t\t</rule>',
  ]
    .filter(Boolean)
    .join('\n');
}

const convert = (rules: string[]) => {
  const text = `${HEAD}${rules.join('\n')}\n${TAIL}`;
  return {
    text,
    result: convertWith(pfsenseParser, { files: [{ name: 'p.xml', content: text }] }),
  };
};

describe('pfSense generated rulebases (issue 21 item 3, issue 17 item 1)', () => {
  it('convert without a throw, account for every line, and are equivalent when every rule converts', () => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 12 }), (rules) => {
        const { text, result } = convert(rules.map((r) => ruleXml(r)));
        const covered = coveredLines(result.report.entries, 'p.xml');
        expect(meaningfulLines(text, isXmlComment).filter((n) => !covered.has(n))).toEqual([]);
        // The automatic outbound NAT is compared even when every rule is disabled.
        expect(result.verification?.status, result.verification?.reason).toBe('equivalent');
      }),
      { numRuns: 40 },
    );
  });

  it('are never equivalent when a rule carries what the output cannot (policy routing, tagged, state limits)', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { minLength: 0, maxLength: 6 }),
        rule,
        fc.constantFrom(
          '<gateway>GW2</gateway>',
          '<tagged>VPN</tagged>',
          '<max-src-conn>10</max-src-conn>',
        ),
        (rules, lossy, extra) => {
          // A pass rule first, towards a connected network: the packets it decides are routed
          // and only interface deny rules follow (no floating rule goes first), so nothing covers
          // or shadows what losing its condition passes.
          const { result } = convert([
            ruleXml(
              {
                ...lossy,
                type: 'pass',
                floating: false,
                disabled: false,
                not: false,
                dst: '<network>opt1</network>',
              },
              `\t\t\t${extra}`,
            ),
            ...rules.map((r) => ruleXml({ ...r, type: 'block', floating: false })),
          ]);
          expect(result.verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 30 },
    );
  });

  it('convert outbound floating blocks exactly: equivalent (issue 21 item 3, floating rules)', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(rule, fc.constantFrom('out', 'any')), { minLength: 1, maxLength: 4 }),
        (rules, outward) => {
          const { result } = convert([
            ...rules.map((r) => ruleXml(r)),
            ...outward.map(([r, direction]) =>
              ruleXml({ ...r, type: 'block', floating: true, src: '<any></any>' }, '', direction),
            ),
          ]);
          expect(result.verification?.status, result.verification?.reason).toBe('equivalent');
        },
      ),
      { numRuns: 30 },
    );
  });
});
