import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from '../../../convert.js';
import type { TEmitOptions } from './context.js';

/** A FortiGate's own ports wan1, internal, dmz and a VLAN on internal (fixtures/ports.src.conf). */
const name = 'ports.src.conf';
const text = readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), 'utf8');
const run = (options: TEmitOptions) =>
  convert({ vendor: 'fortios', files: [{ name, content: text }], options });

const entry = (result: ReturnType<typeof run>, iface: string) =>
  result.report.entries.find((e) => e.objectType === 'Interfaces' && e.name === iface);

describe('issue 17 item 5d: FortiOS to FortiOS keeps port names', () => {
  it('keeps every name when the target model has not said which ports it has', () => {
    const result = run({});
    expect(result.ports).toEqual({ wan1: 'wan1', internal: 'internal', dmz: 'dmz' });
    expect(entry(result, 'wan1')?.status).toBe('converted');
    expect(result.config).toContain('set srcintf "internal" "guest"');
  });

  it('keeps the names the target model has, and shows each rename as a partial mapping', () => {
    const result = run({ targetPorts: ['wan1', 'port1', 'port2', 'port3'] });
    expect(result.ports).toEqual({ wan1: 'wan1', internal: 'port1', dmz: 'port2' });
    expect(entry(result, 'wan1')?.status).toBe('converted');
    const renamed = entry(result, 'internal');
    expect(renamed?.status).toBe('partial');
    expect(renamed?.code).toBe('PORT_RENAMED');
    expect(renamed?.message).toContain('internal -> port1');
    // The VLAN follows its parent onto the new port.
    expect(result.config).toContain('set interface "port1"');
    expect(result.verification?.status).toBe('equivalent');
  });

  it('reports a rename the caller mapped too: it is the engineer to confirm it', () => {
    const result = run({ interfaceMap: { dmz: 'port9' } });
    expect(result.ports.dmz).toBe('port9');
    expect(entry(result, 'dmz')?.code).toBe('PORT_RENAMED');
    expect(entry(result, 'wan1')?.status).toBe('converted');
  });
});
