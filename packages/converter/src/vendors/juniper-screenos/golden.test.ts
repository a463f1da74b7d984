import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { PREDEFINED_SERVICES } from './predefined-services.js';
import { screenOsParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

describeGoldenFixtures({
  title: 'ScreenOS fixture',
  parser: screenOsParser,
  dir,
  extension: '.cfg',
  // ScreenOS has no comment syntax: fixtures that honestly get another verdict say why here.
  isComment: () => false,
  verdicts: {
    // The extended DIP line is not converted, and the policy NAT of policy 4 is not compared.
    'nat.cfg': 'unknown',
    // Group servers names partner-net, which is in another zone's book: policy 2 is converted
    // without it, so it is not the source's policy.
    'objects.cfg': 'unknown',
    // Policies 18-20 and more are not converted on purpose (undefined address, no VPN, Self).
    'policies.cfg': 'unknown',
    // Policy 3 tunnels into VPN fqdn, which does not convert.
    'vpn-dialup-weak.cfg': 'unknown',
    // Policy 14 tunnels between two zones neither of which is Untrust.
    'vpn-policy-based.cfg': 'unknown',
  },
});

describe('ScreenOS predefined services', () => {
  it('reuse a FortiOS factory service only where its ports are the same', () => {
    // A rulebase naming every predefined service: verification compares the factory services
    // the output relies on (read by the FortiOS parser) with the ScreenOS definitions.
    const names = Object.keys(PREDEFINED_SERVICES);
    const text = [
      'set interface "ethernet0/0" zone "Untrust"',
      'set interface "ethernet0/1" zone "Trust"',
      ...names.map(
        (svc, i) =>
          `set policy id ${i + 1} from "Trust" to "Untrust" "Any" "Any" "${svc}" ${i % 2 ? 'deny' : 'permit'}`,
      ),
    ].join('\n');
    const result = convertWith(screenOsParser, { files: [{ name: 'svc.cfg', content: text }] });
    expect(result.model.policies).toHaveLength(names.length);
    expect(result.verification?.status).toBe('equivalent');
    for (const [name, entry] of Object.entries(PREDEFINED_SERVICES)) {
      const factory = result.config.includes(`edit "${entry.target ?? name}"`) === false;
      expect(factory, name).toBe(entry.fortios === true);
    }
  });
});
