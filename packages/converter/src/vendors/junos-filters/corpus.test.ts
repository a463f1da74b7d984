import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { junosFiltersParser } from './vendor.js';

/** Report entries of a code, by name. */
const named = (entries: readonly { code: string; name?: string }[], code: string) =>
  entries.filter((e) => e.code === code).map((e) => e.name);

// Issue 22 item 5: the Capirca Junos samples (filters alone, applied to no interface).
describeCorpusFiles({
  title: 'Junos filter corpus',
  parser: junosFiltersParser,
  folder: 'junos_mx',
  isComment: (line) => line.startsWith('#'),
  more: (result, name) => {
    const { entries } = result.report;
    expect(entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    // Applied nowhere in the file: every policy is written disabled, and the report says so.
    expect(result.model.policies.length).toBeGreaterThan(0);
    expect(result.model.policies.every((p) => !p.enabled)).toBe(true);
    expect(named(entries, 'JUNOS_FILTER_UNBOUND').length).toBeGreaterThan(0);
    const reply = named(entries, 'JUNOS_FILTER_REPLY');
    if (name.includes('multitarget')) {
      expect(named(entries, 'JUNOS_FILTER_UNBOUND')).toEqual(['edge-inbound', 'edge-outbound']);
      // Return-traffic terms are left to FortiOS session state, not made policies.
      expect(reply).toEqual([
        'edge-inbound term permit-tcp-established',
        'edge-inbound term permit-udp-established',
      ]);
      const ids = result.model.policies.map((p) => p.id.split(':').pop());
      expect(ids).toEqual([
        'deny-from-bogons',
        'deny-from-reserved',
        'deny-to-rfc1918',
        'permit-mail-services',
        'permit-web-services',
        'default-deny',
        'deny-to-bad-destinations',
        'default-accept',
      ]);
    } else {
      expect(named(entries, 'JUNOS_FILTER_UNBOUND')).toEqual(['LOOPBACK']);
      // The prefix list and the policers it names are not in the file.
      const missing = entries.filter((e) => /not defined in this file/.test(e.message));
      expect(missing.map((e) => e.name)).toContain('LOOPBACK term accept-bgp-requests');
      expect(reply).toContain('LOOPBACK term accept-bgp-replies');
      expect(reply).toContain('LOOPBACK term accept-dns-replies');
      expect(named(entries, 'JUNOS_FILTER_POLICER').length).toBeGreaterThan(0);
    }
  },
});
