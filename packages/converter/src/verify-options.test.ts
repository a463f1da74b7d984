import { describe, expect, it } from 'vitest';
import { convert } from './convert.js';

// A PAN-OS rule for a directory user (PAN-OS admin guide, "Security Policy Rule": source-user
// takes a user or group the User-ID mapping knows; this box defines neither).
const PANOS = `<config version="10.1.0"><devices><entry name="localhost.localdomain">
<network><interface><ethernet>
<entry name="ethernet1/1"><layer3><ip><entry name="10.0.1.1/24"/></ip></layer3></entry>
<entry name="ethernet1/2"><layer3><ip><entry name="192.0.2.1/24"/></ip></layer3></entry>
</ethernet></interface></network>
<vsys><entry name="vsys1">
<zone><entry name="trust"><network><layer3><member>ethernet1/1</member></layer3></network></entry>
<entry name="untrust"><network><layer3><member>ethernet1/2</member></layer3></network></entry></zone>
<rulebase><security><rules><entry name="staff-web">
<from><member>trust</member></from><to><member>untrust</member></to>
<source><member>any</member></source><destination><member>any</member></destination>
<source-user><member>corp\\staff</member></source-user>
<application><member>any</member></application><service><member>service-https</member></service>
<action>allow</action></entry></rules></security></rulebase>
</entry></vsys></entry></devices></config>`;

describe('issue 17 item 4: an empty placeholder group is never proven equivalent', () => {
  it('lists the placeholder group as not compared, so the verdict is Not proven', () => {
    const result = convert({
      vendor: 'paloalto',
      files: [{ name: 'staff.xml', content: PANOS }],
    });
    expect(result.config).toContain('corp');
    expect(result.verification?.status).toBe('unknown');
    expect(result.verification?.uncompared.map((u) => u.item)).toEqual(['user group corp\\staff']);
  });
});
