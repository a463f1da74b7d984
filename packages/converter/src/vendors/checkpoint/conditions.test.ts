import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { parseCheckPoint } from './parse.js';
import { checkPointParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/conditions/', import.meta.url));
const files = readdirSync(dir).map((name) => ({
  name,
  text: readFileSync(`${dir}${name}`, 'utf8'),
}));
const { model, diagnostics } = parseCheckPoint(files, {});
const policy = (id: string) => model.policies.find((p) => p.id === id);

describe('Check Point rule conditions beyond addresses and ports (issue 17 item 2)', () => {
  it('issue 17 item 2: applications in a service cell are their own policy, kept by name beside the ports', () => {
    expect(policy('Network:1')).toMatchObject({ service: ['https'] });
    expect(policy('Network:1')?.applications).toBeUndefined();
    expect(policy('Network:1.2')).toMatchObject({
      srcAddr: ['marketing'],
      service: 'any',
      applications: ['Facebook', 'Media Sharing'],
    });
  });

  it("issue 17 item 2: an access role is kept as a condition on its own networks, the cell's hosts apart", () => {
    expect(policy('Network:2')).toMatchObject({ srcAddr: ['admin-pc'] });
    expect(policy('Network:2')?.otherConditions).toBeUndefined();
    expect(policy('Network:2.2')).toMatchObject({
      srcAddr: ['finance-net'],
      otherConditions: [{ kind: 'access-role', value: 'Finance Users' }],
    });
  });

  it('issue 17 item 2: an accept rule keeps its content column; a drop rule with content, roles or applications is not converted', () => {
    expect(policy('Network:4')?.otherConditions).toEqual([
      { kind: 'content', value: 'Document File (up)' },
    ]);
    const dropped = ['Network:3', 'Network:5', 'Network:6'];
    expect(model.policies.filter((p) => dropped.some((id) => p.id.startsWith(id)))).toEqual([]);
    const reported = diagnostics.lines.filter((l) => l.code === 'CP_RULE_NOT_CONVERTED');
    expect(reported.map((l) => l.message)).toEqual([
      expect.stringMatching(/Rule Network:3 .*access roles \(Guests\)/),
      expect.stringMatching(/Rule Network:5 .*content column \(Executable File \(down\)\)/),
      expect.stringMatching(/Rule Network:6 .*applications \(Steam\)/),
    ]);
  });

  it('issue 17 item 2: the verifier sees each kept condition the output lacks as widened, never equivalent', () => {
    const result = convertWith(checkPointParser, {
      files: files.map((f) => ({ name: f.name, content: f.text })),
    });
    expect(result.verification?.status).toBe('widened');
    expect(result.verification?.widened.map((w) => w.sourceRuleId).sort()).toEqual([
      'Network:1.2',
      'Network:2.2',
      'Network:4',
    ]);
  });

  it('issue 17 item 2: a legacy Group@Location source is an access role on its location', () => {
    const legacy = (name: string) => ({
      name,
      text: readFileSync(
        fileURLToPath(new URL(`./fixtures/legacy/${name}`, import.meta.url)),
        'utf8',
      ),
    });
    const rules = readFileSync(
      fileURLToPath(new URL('./fixtures/legacy/rulebases_5_0.fws', import.meta.url)),
      'utf8',
    ).replace('"Staff@Any"', '"Staff@lan"');
    const parsed = parseCheckPoint(
      [legacy('objects_5_0.C'), { name: 'rulebases_5_0.fws', text: rules }],
      {},
    ).model;
    expect(parsed.policies.find((p) => p.name === 'staff')).toMatchObject({
      srcAddr: ['lan'],
      otherConditions: [{ kind: 'access-role', value: 'Staff@lan' }],
    });
  });
});
