import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { pfsenseParser } from './vendor.js';

/**
 * OPNsense keeps newer objects in MVC models under `<OPNsense>` (docs.opnsense.org: Firewall
 * Automation, Source NAT). Aliases there convert; automation rules and MVC NAT are reported
 * with their own rows, so the verdict is never `equivalent` (issue 21 item 3, issue 17 item 1).
 */
const MVC = `<?xml version="1.0"?>
<opnsense>
  <interfaces>
    <lan>
      <if>vtnet1</if>
      <enable>1</enable>
      <ipaddr>10.50.0.1</ipaddr>
      <subnet>24</subnet>
    </lan>
  </interfaces>
  <filter>
    <rule>
      <type>pass</type>
      <interface>lan</interface>
      <source><network>lan</network></source>
      <destination><any>1</any></destination>
    </rule>
  </filter>
  <OPNsense>
    <Firewall>
      <Filter version="1.0.4">
        <rules>
          <rule uuid="6f0c7c1e-0000-4000-8000-000000000001">
            <enabled>1</enabled>
            <action>block</action>
            <interface>lan</interface>
            <source_net>any</source_net>
            <destination_net>10.9.0.0/16</destination_net>
          </rule>
        </rules>
        <snatrules>
          <rule uuid="6f0c7c1e-0000-4000-8000-000000000002">
            <enabled>1</enabled>
            <interface>wan</interface>
          </rule>
        </snatrules>
        <npt/>
      </Filter>
    </Firewall>
  </OPNsense>
</opnsense>
`;

describe('OPNsense MVC sections', () => {
  const result = convertWith(pfsenseParser, { files: [{ name: 'config.xml', content: MVC }] });

  it('reports automation rules and MVC source NAT with their object types', () => {
    const unsupported = result.report.entries.filter((e) => e.status === 'unsupported');
    expect(unsupported.map((e) => [e.objectType, e.origin.line])).toEqual([
      ['Policies', 22],
      ['NAT', 31],
    ]);
  });

  it('converts the legacy rules but never calls the result equivalent', () => {
    expect(result.model.policies).toHaveLength(1);
    expect(result.verification?.status).toBe('unknown');
  });
});
