import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../../convert.js';
import { renderReportText } from '../../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../../test/golden.js';
import { paloAltoParser } from '../../../vendors/paloalto/vendor.js';
import { parseFortios } from '../parse/parse-fortios.js';

const dir = fileURLToPath(
  new URL('../../../vendors/paloalto/fixtures/security-profiles/', import.meta.url),
);
const name = 'security-profiles.xml';
const text = readFileSync(`${dir}${name}`, 'utf8');
const base = `${dir}security-profiles`;
const isXmlComment = (line: string) => line.startsWith('<?xml') || line.startsWith('<!--');

/** The `edit` block of the FortiOS section `config <section>` that holds `marker`. */
function block(config: string, section: string, marker: string): string {
  const body = config.split(`config ${section}\n`)[1]?.split('\nend\n')[0] ?? '';
  return body.split(/\n(?= {4}edit )/).find((b) => b.includes(marker)) ?? '';
}

describe('PAN-OS security profiles fixture (issue 17 item 4)', () => {
  const result = convertWith(paloAltoParser, { files: [{ name, content: text }] });
  const output = parseFortios(result.config, { file: 'output.conf' }).model;
  const policy = (marker: string) => {
    const id = /edit (\d+)/.exec(block(result.config, 'firewall policy', marker))?.[1];
    return output.policies.find((p) => p.id === id);
  };

  it('issue 17 item 4: converts to the expected FortiOS text and report', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('issue 17 item 4: accounts for every line that is not blank or a comment', () => {
    const covered = coveredLines(result.report.entries, name);
    expect(meaningfulLines(text, isXmlComment).filter((n) => !covered.has(n))).toEqual([]);
  });

  it('issue 17 item 4.1: mapped App-IDs are enforced by application lists on their policies', () => {
    expect(policy('"admins-ssh"')?.applications).toEqual(['fortiguard:16060']);
    expect(policy('"staff-news"')?.applications).toEqual(['fortiguard:15893', 'fortiguard:15895']);
    // ms-teams has no confirmed FortiGuard id: only DNS passes, and the report names it.
    expect(policy('"dns-and-teams"')?.applications).toEqual(['fortiguard:16195']);
    expect(policy('"pan-updates"')?.applications).toBeUndefined();
    const messages = result.report.entries.map((e) => e.message).join('\n');
    expect(messages).toContain('Not mapped to a FortiGuard application: ms-teams');
    expect(messages).toContain(
      'Applications paloalto-updates have no confirmed FortiGuard mapping',
    );
  });

  it('issue 17 item 4.2: URL categories of the allow rule become a web filter profile; the deny rule is reported', () => {
    expect(policy('"staff-news"')?.urlCategories).toEqual(['fgcat:36', 'fgcat:52']);
    expect(policy('"no-gambling"')?.urlCategories).toBeUndefined();
    const deny = result.report.entries.find((e) => e.name === 'rule:no-gambling');
    expect(deny?.message).toContain('cannot deny only some categories');
  });

  it('issue 17 item 4.3: source users become groups: the local group, and a placeholder for the directory one', () => {
    expect(policy('"admins-ssh"')?.groups).toEqual(['it-admins']);
    expect(policy('"staff-news"')?.groups).toEqual(['example\\staff']);
    expect(block(result.config, 'user group', 'example')).toContain('edit "example\\\\staff"');
  });

  it('issue 17 item 4: the verdict never says equivalent while an App-ID is not enforced', () => {
    expect(result.verification?.status).not.toBe('equivalent');
  });
});
