import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { isVyosComment } from './comments.js';
import { vyosParser } from './vendor.js';

const vyos = vyosParser;

/** A configuration as `set` paths (the last word of each is its value). */
type TPaths = string[][];

const HEADER: TPaths = [
  ['interfaces', 'ethernet', 'eth0', 'address', '198.51.100.2/24'],
  ['interfaces', 'ethernet', 'eth1', 'address', '10.0.1.1/24'],
  ['interfaces', 'ethernet', 'eth1', 'vif', '20', 'address', '10.0.20.1/24'],
  ['interfaces', 'ethernet', 'eth2', 'address', '10.0.2.1/24'],
  ['firewall', 'group', 'address-group', 'hosts', 'address', '10.0.2.10'],
  ['firewall', 'group', 'address-group', 'hosts', 'address', '10.0.2.20-10.0.2.29'],
  ['firewall', 'group', 'network-group', 'nets', 'network', '10.0.1.0/24'],
  ['firewall', 'group', 'network-group', 'nets', 'include', 'more'],
  ['firewall', 'group', 'network-group', 'more', 'network', '10.0.20.0/24'],
  ['firewall', 'group', 'port-group', 'web', 'port', '80'],
  ['firewall', 'group', 'port-group', 'web', 'port', '8000-8080'],
  ['protocols', 'static', 'route', '0.0.0.0/0', 'next-hop', '198.51.100.1'],
];

const side = fc.constantFrom<TPaths>(
  [],
  [['address', '10.0.2.10']],
  [['address', '10.0.1.0/24']],
  [['address', '10.0.2.20-10.0.2.29']],
  [['group', 'address-group', 'hosts']],
  [['group', 'network-group', 'nets']],
);

// Only rules FortiOS expresses: established/related accepted and invalid dropped (what a
// stateful FortiOS does anyway), other state matches with new.
const rule = fc
  .record({
    action: fc.constantFrom('accept', 'drop', 'reject'),
    protocol: fc.constantFrom('', 'tcp', 'udp', 'tcp_udp', 'icmp', 'gre'),
    port: fc.constantFrom('', '443', 'http,https', '1000-2000', 'web'),
    src: side,
    dst: side,
    state: fc.constantFrom('', 'new', 'established-related', 'invalid'),
    disable: fc.boolean(),
  })
  .map((r) =>
    r.state === 'established-related'
      ? { ...r, action: 'accept' }
      : r.state === 'invalid'
        ? { ...r, action: 'drop' }
        : r,
  );
type TRule = typeof rule extends fc.Arbitrary<infer T> ? T : never;

const ruleSet = fc.record({
  rules: fc.array(rule, { minLength: 1, maxLength: 10 }),
  defaultAction: fc.constantFrom('accept', 'drop', 'reject'),
  bound: fc.subarray(['eth0', 'eth1', 'eth1 vif 20', 'eth2'], { minLength: 1 }),
});

/** The rule set's paths; rules numbered 10, 20, ... but listed in reverse (numbers decide). */
function rulePaths(name: string, rules: TRule[], defaultAction: string, extra?: TPaths): TPaths {
  const out: TPaths = [['firewall', 'name', name, 'default-action', defaultAction]];
  [...rules].reverse().forEach((r, back) => {
    const n = String((rules.length - back) * 10);
    const at = (...p: string[]) => out.push(['firewall', 'name', name, 'rule', n, ...p]);
    at('action', r.action);
    const ports = r.protocol === 'tcp' || r.protocol === 'udp' || r.protocol === 'tcp_udp';
    if (r.protocol) at('protocol', r.protocol);
    if (ports && r.port === 'web') at('destination', 'group', 'port-group', 'web');
    else if (ports && r.port) at('destination', 'port', r.port);
    for (const p of r.src) at('source', ...p);
    for (const p of r.dst) at('destination', ...p);
    if (r.state === 'new') at('state', 'new', 'enable');
    if (r.state === 'established-related') {
      at('state', 'established', 'enable');
      at('state', 'related', 'enable');
    }
    if (r.state === 'invalid') at('state', 'invalid', 'enable');
    if (r.disable) at('disable');
  });
  return [...out, ...(extra ?? [])];
}

const quote = (word: string) => (/^[\w./:-]+$/.test(word) ? word : `'${word}'`);

/** `set` commands, values quoted as `show configuration commands` does. */
const toSet = (paths: TPaths) =>
  `${paths.map((p) => `set ${p.slice(0, -1).join(' ')} '${p.at(-1) ?? ''}'`.replace(/ ''$/, '')).join('\n')}\n`;

/** The same paths as a config.boot tree: a word with children opens a block. */
function toBoot(paths: TPaths): string {
  type TTree = Map<string, TTree>;
  const root: TTree = new Map();
  for (const p of paths) {
    let at = root;
    for (const word of p) {
      const next = at.get(word) ?? new Map();
      at.set(word, next);
      at = next;
    }
  }
  const lines: string[] = [];
  const write = (tree: TTree, depth: number) => {
    for (const [word, below] of tree) {
      const pad = '    '.repeat(depth);
      const leaf = [...below].every(([, b]) => b.size === 0);
      if (below.size === 0) lines.push(`${pad}${quote(word)}`);
      else if (leaf) for (const value of below.keys()) lines.push(`${pad}${word} ${quote(value)}`);
      else if (
        below.size === 1 &&
        [...below.values()][0]?.size &&
        depth > 0 &&
        /^\d|^eth|^\d+\./.test([...below.keys()][0] ?? '')
      ) {
        const [[tag, inner]] = [...below] as [[string, TTree]];
        lines.push(`${pad}${word} ${tag} {`);
        write(inner, depth + 1);
        lines.push(`${pad}}`);
      } else {
        lines.push(`${pad}${word} {`);
        write(below, depth + 1);
        lines.push(`${pad}}`);
      }
    }
  };
  write(root, 0);
  return `${lines.join('\n')}\n`;
}

function configuration(
  set: { rules: TRule[]; defaultAction: string; bound: string[] },
  extra?: TPaths,
): TPaths {
  const bindings = set.bound.map((b) => [
    'interfaces',
    'ethernet',
    ...b.split(' '),
    'firewall',
    'in',
    'name',
    'GEN',
  ]);
  return [...HEADER, ...rulePaths('GEN', set.rules, set.defaultAction, extra), ...bindings];
}

const convert = (name: string, text: string) =>
  convertWith(vyos, { files: [{ name, content: text }] });

describe('generated VyOS configurations (issue 22 item 2)', () => {
  it('convert without a throw in both forms alike, every line accounted for, equivalent', () => {
    fc.assert(
      fc.property(ruleSet, (set) => {
        const paths = configuration(set);
        const results = [
          ['gen.set', toSet(paths)],
          ['gen.boot', toBoot(paths)],
        ].map(([name = '', text = '']) => {
          const result = convert(name, text);
          const covered = coveredLines(result.report.entries, name);
          expect(meaningfulLines(text, isVyosComment).filter((n) => !covered.has(n))).toEqual([]);
          expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
          expect(result.verification?.status, result.verification?.reason).toBe('equivalent');
          return result.model.policies.map((p) => [
            p.id,
            p.action,
            p.srcAddr,
            p.dstAddr,
            p.service,
          ]);
        });
        expect(results[0]).toEqual(results[1]);
      }),
      { numRuns: 40 },
    );
  });

  it('rules keep their number order whatever the order of the lines', () => {
    fc.assert(
      fc.property(ruleSet, (set) => {
        const result = convert('gen.set', toSet(configuration(set)));
        const numbers = result.model.policies
          .filter((p) => p.id.startsWith('GEN:') && !p.id.includes('default'))
          .map((p) => Number(p.id.split(':')[1]?.split('@')[0]));
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }),
      { numRuns: 30 },
    );
  });

  it('an accept rule with a match FortiOS cannot carry is never equivalent', () => {
    // Default drop: with default accept the condition could not change what is accepted.
    // The rule alone before a default drop: a later rule could accept what the condition
    // leaves out (then leaving it out changes nothing, and the verifier rightly says so).
    const accepting = ruleSet.map((s) => ({
      ...s,
      defaultAction: 'drop',
      rules: s.rules
        .slice(0, 1)
        .map((r) => ({ ...r, action: 'accept', state: '' as const, disable: false })),
    }));
    fc.assert(
      fc.property(
        accepting,
        fc.constantFrom(
          ['recent', 'count', '3'],
          ['limit', 'rate', '10/second'],
          ['source', 'geoip', 'country-code', 'nl'],
        ),
        (set, condition) => {
          const extra = [['firewall', 'name', 'GEN', 'rule', '10', ...condition]];
          const result = convert('gen.set', toSet(configuration(set, extra)));
          expect(result.verification?.status).not.toBe('equivalent');
          const kept = result.model.policies.find((p) => p.id.startsWith('GEN:10@'));
          expect(kept?.otherConditions?.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lines in any order and nesting, broken or not, convert without a throw, each accounted for', () => {
    const word = fc.constantFrom(
      'firewall',
      'name',
      'X',
      'rule',
      '10',
      'action',
      'accept',
      'interfaces',
      'ethernet',
      'eth0',
      'address',
      '10.0.0.1/24',
      'zone',
      'from',
      'nat',
      'source',
      'translation',
      'masquerade',
      'service',
      'system',
      '"a b"',
      'disable',
    );
    const line = fc.oneof(
      fc.array(word, { minLength: 1, maxLength: 7 }).map((w) => w.join(' ')),
      fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => `${w.join(' ')} {`),
      fc.constant('}'),
      fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => `set ${w.join(' ')}`),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const text = `${lines.join('\n')}\n`;
        let result;
        try {
          result = convert('fuzz.cfg', text);
        } catch (error) {
          // Input with nothing recognised is refused with a message, by design.
          if (error instanceof ConversionInputError) return;
          throw error;
        }
        const covered = coveredLines(result.report.entries, 'fuzz.cfg');
        expect(meaningfulLines(text, isVyosComment).filter((n) => !covered.has(n))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
