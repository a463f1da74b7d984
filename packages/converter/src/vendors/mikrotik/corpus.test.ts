import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { mikrotikParser } from './vendor.js';

const codesOf = (entries: readonly { origin: { line: number }; code: string }[]) =>
  entries.map((e) => `${e.origin.line}:${e.code}`);

// Issue 22 item 1: the two real RouterOS exports of the corpus (forum posts, v6.48 and v7.1).
describeCorpusFiles({
  title: 'MikroTik corpus',
  parser: mikrotikParser,
  folder: 'mikrotik',
  isComment: (line) => line.trimStart().startsWith('#'),
  more: (result, name) => {
    const codes = codesOf(result.report.entries);
    const policies = result.report.entries.filter((e) =>
      e.targets.some((t) => t.startsWith('firewall policy ')),
    );
    // Input-chain rules protect the router: reported, so the verdict is never `equivalent`.
    expect(result.verification?.status).toBe('unknown');
    expect(codes.some((c) => c.endsWith(':MT_INPUT_CHAIN'))).toBe(true);
    if (name.startsWith('ros7')) {
      // v7.1: forward "allow zerotier" becomes a policy; the invalid drop is FortiOS's own
      // behaviour; the chain has no final drop, so RouterOS's default accept is kept.
      expect(codes).toContain('102:CONVERTED');
      expect(codes).toContain('111:MT_INVALID_DROP');
      expect(codes).toContain('114:MT_OUTPUT_CHAIN');
      expect(result.model.policies.at(-1)?.implicit).toBeDefined();
      expect(result.model.dhcpServers[0]?.ranges).toEqual([['192.168.0.201', '192.168.0.249']]);
      expect(result.model.nat).toHaveLength(1);
    } else {
      // v6.48: forward rules and the ucrm jump chains; address lists were erased from the post
      // ("[erased address-list]"), so the rules naming them are not converted, with the reason.
      expect(policies.length).toBeGreaterThanOrEqual(3);
      expect(codes).toContain('125:UNRECOGNISED_LINE');
      expect(codes).toContain('147:MT_RULE_NOT_CONVERTED');
      expect(codes).toContain('141:MT_JUMP');
      expect(codes).toContain('360:MT_ROUTE_TABLE');
      expect(result.model.routes.some((r) => r.gateway === '192.168.1.1')).toBe(true);
      expect(result.model.version).toBe('6.48.6');
      // RouterOS 6 adds DHCP servers disabled; this one says disabled=no.
      expect(result.model.dhcpServers[0]?.enabled).toBe(true);
      expect(result.model.dhcpServers[0]?.reservations).toHaveLength(8);
    }
    for (const entry of result.report.entries) expect(entry.message.length).toBeGreaterThan(0);
  },
});
