import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from '../../../convert.js';
import type { TPolicy } from '../../../model/ir.js';
import { objectKey } from '../../../report/collector.js';
import { corpusDir, itWithCorpus } from '../../../test/shared-corpus.js';
import { address, intf, model, origin, policy } from '../../../verify/test-models.js';
import { EmptySetValueError, FortiosWriter } from '../writer.js';
import { emitFortios } from './emit-fortios.js';

/** FortiOS refuses `set <key>` without a value. */
const EMPTY_SET = /^\s*set \S+\s*$/;

const src = fileURLToPath(new URL('../../../', import.meta.url));

/** Every golden FortiOS output: each vendor's fixtures (and sub-folders), and FortiOS's own. */
function goldens(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.fortios.conf')) found.push(path);
    }
  };
  for (const vendor of readdirSync(join(src, 'vendors'))) {
    const fixtures = join(src, 'vendors', vendor, 'fixtures');
    if (existsSync(fixtures)) walk(fixtures);
  }
  walk(join(src, 'targets', 'fortios', 'fixtures'));
  return found;
}

const emptySets = (text: string): string[] =>
  text.split('\n').flatMap((line, i) => (EMPTY_SET.test(line) ? [`${i + 1}: ${line}`] : []));

const corpus = corpusDir('fortios');

describe('issue 17 item 5c: never a `set KEY` without a value', () => {
  const files = goldens();

  it('finds the golden outputs of every vendor and of FortiOS', () => {
    const dirs = new Set(files.map((f) => f.slice(src.length).split('/').slice(0, 2).join('/')));
    expect(dirs).toContain('targets/fortios');
    expect(dirs.size).toBeGreaterThanOrEqual(6);
  });

  it.each(files.map((f) => [f.slice(src.length), f]))('%s has none', (_name, path) => {
    expect(emptySets(readFileSync(path, 'utf8'))).toEqual([]);
  });

  it('the writer refuses to write one', () => {
    const writer = new FortiosWriter();
    expect(() => writer.config('firewall policy', () => writer.set('dstaddr'))).toThrow(
      EmptySetValueError,
    );
    expect(() => writer.set('startip', '')).toThrow(EmptySetValueError);
    expect(writer.toString()).not.toMatch(/set (dstaddr|startip)/);
    const fresh = new FortiosWriter();
    fresh.set('comment', { q: '' });
    expect(fresh.toString()).toBe("set comment ''\n");
  });

  it('the factory schedule "none" (no day) is written `set day none`', () => {
    const out = emitFortios(
      model({
        schedules: [
          { name: 'never', origin, recurring: [{ days: [], start: '00:00', end: '00:00' }] },
        ],
      }),
    ).text;
    expect(out).toContain('set day none');
    expect(emptySets(out)).toEqual([]);
  });

  it('a policy with a side that names nothing, or an interface that did not convert, is reported, not written half', () => {
    const base = { srcIntf: ['inside'], dstIntf: ['outside'] } satisfies Partial<TPolicy>;
    const result = emitFortios(
      model({
        interfaces: [intf('inside'), intf('outside')],
        addresses: [address('lan', '10.0.0.0/24')],
        policies: [
          policy('deny-first', 'deny', { ...base, dstIntf: ['wan-sdwan-zone'] }),
          policy('no-dst', 'deny', { ...base, dstAddr: [] }),
          policy('cut', 'deny', { ...base, incomplete: 'no service' }),
          policy('ok', 'accept', { ...base, srcAddr: ['lan'] }),
        ],
      }),
    );
    expect(emptySets(result.text)).toEqual([]);
    expect((result.text.match(/\n {4}edit \d+/g) ?? []).length).toBe(1);
    const codes = (id: string) =>
      result.outcomes.get(objectKey('policies', id))?.notes.map((n) => [n.status, n.code]);
    expect(codes('deny-first')).toEqual([['unsupported', 'POLICY_REFERENCE_MISSING']]);
    expect(codes('no-dst')).toEqual([['unsupported', 'POLICY_FIELD_EMPTY']]);
    expect(codes('cut')).toEqual([['unsupported', 'POLICY_INCOMPLETE']]);
  });

  it('an internet-service policy is written without an empty dstaddr or service', () => {
    const result = emitFortios(
      model({
        vendor: 'fortinet',
        interfaces: [intf('internal'), intf('wan1')],
        policies: [
          policy('1', 'deny', {
            srcIntf: ['internal'],
            dstIntf: ['wan1'],
            otherConditions: [
              { kind: 'internet-service', value: 'Facebook-Web' },
              { kind: 'internet-service', value: 'id:65646' },
            ],
          }),
        ],
      }),
    );
    expect(emptySets(result.text)).toEqual([]);
    expect(result.text).toContain('set internet-service enable');
    expect(result.text).toContain('set internet-service-name "Facebook-Web"');
    expect(result.text).toContain('set internet-service-id 65646');
    expect(result.text).not.toMatch(/set (dstaddr|service) /);
  });

  itWithCorpus('fortios', 'the FortiOS corpus (shared/corpus/fortios) converts without one', () => {
    for (const name of readdirSync(corpus)) {
      const content = readFileSync(join(corpus, name), 'utf8');
      const { config } = convert({
        vendor: 'fortios',
        files: [{ name, content }],
        options: { verify: false },
      });
      expect(emptySets(config), name).toEqual([]);
    }
  });
});
