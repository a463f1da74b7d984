import { expect, it } from 'vitest';
import type { TConfigModel } from '../../../model/ir.js';
import type { TOrigin } from '../../../model/origin.js';
import { describeWithCorpus, readCorpus } from '../../../test/shared-corpus.js';
import { parseFortios, type TParseFortiosResult } from './parse-fortios.js';

const corpus = (name: string): string => readCorpus(`fortios/${name}`);

/** Entries of `config <table>` blocks (4-space `edit` lines) between lines `from` and `to`. */
function countEdits(
  lines: string[],
  table: string,
  from = 0,
  to = lines.length,
  only?: string,
): number {
  let count = 0;
  let inside = false;
  for (let i = from; i < to; i += 1) {
    const line = lines[i] ?? '';
    if (line === `config ${table}`) inside = true;
    else if (inside && line === 'end') inside = false;
    else if (
      inside &&
      line.startsWith('    edit ') &&
      (!only || lines.slice(i, i + 4).includes(only))
    )
      count += 1;
  }
  return count;
}

/** The `edit` keys of `config firewall policy` blocks, in file order. */
function policyIds(lines: string[], from = 0, to = lines.length): string[] {
  const ids: string[] = [];
  let inside = false;
  for (const line of lines.slice(from, to)) {
    if (line === 'config firewall policy') inside = true;
    else if (inside && line === 'end') inside = false;
    else if (inside && line.startsWith('    edit ')) ids.push(line.slice(9));
  }
  return ids;
}

function origins(model: TConfigModel): TOrigin[] {
  const out: TOrigin[] = [];
  for (const value of Object.values(model)) {
    if (Array.isArray(value))
      out.push(...value.map((object: { origin: TOrigin }) => object.origin));
  }
  if (model.dns) out.push(model.dns.origin);
  if (model.sslVpn) out.push(model.sslVpn.origin);
  return out;
}

/** Non-blank lines no origin covers. */
function uncovered(text: string, result: TParseFortiosResult): string[] {
  const lines = text.split('\n');
  const covered = new Uint8Array(lines.length + 2);
  const ranges = [...origins(result.model), ...result.diagnostics.lines.map((l) => l.origin)];
  for (const { line, endLine } of ranges) covered.fill(1, line, endLine + 1);
  return lines.flatMap((line, i) => (line.trim() && !covered[i + 1] ? [`${i + 1}: ${line}`] : []));
}

/** Lines that frame entries (table and VDOM wrappers) cover but that are not `config`/`edit`/`next`/`end`. */
function frameLines(text: string, result: TParseFortiosResult): string[] {
  const lines = text.split('\n');
  const frames = result.diagnostics.lines.filter(
    (l) => l.code === 'FORTIOS_TABLE_FRAME' || l.code === 'FORTIOS_VDOM_LAYOUT',
  );
  const structural = /^\s*(config |edit |next$|end$)/;
  return frames.flatMap(({ origin }) =>
    lines
      .slice(origin.line - 1, origin.endLine)
      .filter((line) => line.trim() && !structural.test(line)),
  );
}

const unsupported = (result: TParseFortiosResult, code: string): number =>
  result.diagnostics.lines.filter((l) => l.code === code).length;

describeWithCorpus('fortios', 'corpus: FG500E_PM6_1.conf (single VDOM, 6.2)', () => {
  const text = corpus('FG500E_PM6_1.conf');
  const lines = text.split('\n');
  const result = parseFortios(text, { file: 'FG500E_PM6_1.conf' });
  const { model } = result;

  it('reads the header and system global', () => {
    expect(result.header).toEqual({ model: 'FG5H0E', version: '6.2.3', build: '1066' });
    expect(result.vdoms).toEqual(['root']);
    expect([model.vendor, model.version, model.hostname]).toEqual([
      'fortinet',
      '6.2.3',
      'FG500E_PM6_1',
    ]);
  });

  it('has as many objects as the file has entries', () => {
    const own = <T extends { generated?: boolean }>(list: T[]): number =>
      list.filter((o) => !o.generated).length;
    expect(own(model.addresses) + unsupported(result, 'FORTIOS_ADDRESS_UNSUPPORTED')).toBe(
      countEdits(lines, 'firewall address'),
    );
    expect(model.addressGroups).toHaveLength(countEdits(lines, 'firewall addrgrp'));
    expect(own(model.services)).toBe(countEdits(lines, 'firewall service custom'));
    expect(model.serviceGroups).toHaveLength(countEdits(lines, 'firewall service group'));
    expect(own(model.schedules)).toBe(countEdits(lines, 'firewall schedule recurring'));
    expect(model.interfaces).toHaveLength(countEdits(lines, 'system interface'));
    expect(model.nat).toHaveLength(countEdits(lines, 'firewall vip'));
    expect(model.routes).toHaveLength(countEdits(lines, 'router static'));
    expect(model.users).toHaveLength(countEdits(lines, 'user local'));
    expect(model.userGroups).toHaveLength(countEdits(lines, 'user group'));
  });

  it('keeps the policies in file order', () => {
    const ids = policyIds(lines);
    expect(ids.length).toBeGreaterThan(10);
    expect(model.policies.map((p) => p.id)).toEqual(ids);
  });

  it('covers every non-blank line with an object or a diagnostics entry', () => {
    expect(uncovered(text, result)).toEqual([]);
    expect(frameLines(text, result)).toEqual([]);
  });

  it('resolves every reference of the file', () => {
    const codes = [...result.diagnostics.notes.values()].flat().map((n) => n.code);
    expect(codes.filter((code) => code.includes('REFERENCE'))).toEqual([]);
  });
});

describeWithCorpus(
  'fortios',
  'corpus: fortigate_cli_show_sample_1.txt (multi-VDOM show output)',
  () => {
    const text = corpus('fortigate_cli_show_sample_1.txt');
    const lines = text.split('\n');
    // VDOM blocks: `config vdom` followed by `edit <name>` and a table.
    const blockStart = (name: string): number =>
      lines.findIndex(
        (line, i) =>
          line === `edit ${name}` &&
          lines[i - 1] === 'config vdom' &&
          lines[i + 1]?.startsWith('config '),
      );
    const root = [blockStart('root'), blockStart('ro')] as const;
    const ro = [blockStart('ro'), lines.length] as const;

    it('starts at the prompt line and lists the VDOMs', () => {
      const result = parseFortios(text, { file: 'show.txt' });
      expect(result.vdoms).toEqual(['root', 'ro']);
      expect(result.header).toEqual({ model: 'FortiGate-VM64', version: '6.2.3', build: '1066' });
      expect(result.model.hostname).toBe('fortigate-02');
      expect(result.diagnostics.lines.find((l) => l.origin.line === 1)?.code).toBe(
        'FORTIOS_HEADER',
      );
    });

    it.each([
      ['root', root],
      ['ro', ro],
    ] as const)(
      'converts VDOM %s with its own objects and the interfaces assigned to it',
      (vdom, [from, to]) => {
        const result = parseFortios(text, { file: 'show.txt', vdom });
        const { model } = result;
        expect(model.policies.map((p) => p.id)).toEqual(policyIds(lines, from, to));
        expect(
          model.addresses.filter((a) => !a.generated).length +
            unsupported(result, 'FORTIOS_ADDRESS_UNSUPPORTED'),
        ).toBe(countEdits(lines, 'firewall address', from, to));
        expect(model.addressGroups).toHaveLength(countEdits(lines, 'firewall addrgrp', from, to));
        expect(model.services.filter((s) => !s.generated)).toHaveLength(
          countEdits(lines, 'firewall service custom', from, to),
        );
        expect(model.users).toHaveLength(countEdits(lines, 'user local', from, to));
        expect(model.interfaces).toHaveLength(
          countEdits(lines, 'system interface', 0, root[0], `        set vdom "${vdom}"`),
        );
        expect(uncovered(text, result)).toEqual([]);
      },
    );

    it('survives the hand-edited line with an open quote and reports it', () => {
      const result = parseFortios(text, { file: 'show.txt' });
      const line = lines.findIndex((l) => l.includes('set service ""HTTPS"')) + 1;
      expect(
        result.diagnostics.lines.find((l) => l.code === 'FORTIOS_UNTERMINATED_QUOTE')?.origin.line,
      ).toBe(line);
      // The next tables are still read: the proxy policy after the broken policy.
      expect(
        result.diagnostics.lines.some((l) => l.message.startsWith('config firewall proxy-policy')),
      ).toBe(true);
    });
  },
);
