import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { checkPointParser } from './vendor.js';

const read = (name: string) => ({
  name,
  content: readFileSync(fileURLToPath(new URL(`./fixtures/nat/${name}`, import.meta.url)), 'utf8'),
});

describe('Check Point NAT accounted for (issue 17 item 2)', () => {
  it('issue 17 item 2: a port translation becomes the translated service of the NAT rule', () => {
    const result = convertWith(checkPointParser, {
      files: [read('show-access-rulebase.json'), read('show-nat-rulebase.json')],
    });
    expect(result.model.nat.find((r) => r.id === 'nat:2')).toMatchObject({
      service: ['http-8080'],
      translatedDst: { kind: 'address', ref: 'web-real' },
      translatedService: 'http',
    });
  });

  it('issue 17 item 2: automatic NAT without its NAT rulebase is reported as NAT not converted, so never equivalent', () => {
    const result = convertWith(checkPointParser, { files: [read('show-access-rulebase.json')] });
    const missing = result.report.entries.filter((e) => e.code === 'CP_AUTO_NAT_MISSING');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((e) => e.objectType === 'NAT' && e.status === 'unsupported')).toBe(true);
    expect(result.verification?.status).not.toBe('equivalent');
    expect(result.verification?.uncompared.map((u) => u.item)).toEqual(
      expect.arrayContaining(missing.map((e) => `nat ${e.name ?? ''}`)),
    );
  });
});
