import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./fwconv.ts', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../vendors/cisco-asa/fixtures/acl.cfg', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fwconv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real CLI as a user would, from source. */
function fwconv(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', CLI, ...args],
    { encoding: 'utf8' },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('fwconv', () => {
  it('lists the vendors it converts', () => {
    const { code, stdout } = fwconv('vendors');
    expect(code).toBe(0);
    expect(stdout).toMatch(/cisco-asa\s+ciscoASA\s+Cisco ASA/);
    expect(stdout).toMatch(/fortios\s+fortinet/);
  });

  it('converts a file, writes the report, and proves the result', () => {
    const out = join(dir, 'out.conf');
    const report = join(dir, 'report.json');
    const { code, stderr } = fwconv(
      'convert',
      '--vendor',
      'cisco-asa',
      FIXTURE,
      '-o',
      out,
      '--report',
      report,
    );
    expect(code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('config firewall policy');
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
      entries: unknown[];
      totals: object;
    };
    expect(parsed.entries.length).toBeGreaterThan(10);
    expect(stderr).toMatch(/^Equivalent/m);

    const verified = fwconv('verify', '--vendor', 'cisco-asa', FIXTURE, out, '--map', writeMap());
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/^Equivalent/);
  });

  it('tells the vendor from the content when --vendor is left out', () => {
    const out = join(dir, 'detected.conf');
    const { code, stderr } = fwconv('convert', FIXTURE, '-o', out);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^Detected Cisco ASA \(acl\.cfg, line \d+\)$/m);
    expect(readFileSync(out, 'utf8')).toContain('config firewall policy');
    const unknown = join(dir, 'notes.txt');
    writeFileSync(unknown, 'nothing to see\n');
    expect(fwconv('convert', unknown)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Could not tell which firewall notes\.txt comes from/),
    });
  });

  it('says which part of a many-part configuration it converted, and which it did not', () => {
    const srx = fileURLToPath(
      new URL('../vendors/juniper-srx/fixtures/vpn-routing.cfg', import.meta.url),
    );
    const out = join(dir, 'lsys.conf');
    const { stderr } = fwconv('convert', srx, '--vdom', 'LSYS1', '-o', out, '--no-verify');
    expect(stderr).toMatch(
      /^Converted logical system LSYS1; the file also holds root \(convert each with --vdom NAME\)$/m,
    );
    expect(fwconv('convert', srx, '--vdom', 'nope', '-o', out)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/has no logical system "nope": choose one of root, LSYS1/),
    });
  });

  it('finds a difference when the output was changed by hand', () => {
    const out = join(dir, 'edited.conf');
    fwconv('convert', '--vendor', 'cisco-asa', FIXTURE, '-o', out);
    const edited = readFileSync(out, 'utf8').replace(
      'set service "tcp-80"',
      'set service "tcp-8000-8010"',
    );
    writeFileSync(out, edited);
    const { code, stdout } = fwconv(
      'verify',
      '--vendor',
      'cisco-asa',
      FIXTURE,
      out,
      '--map',
      writeMap(),
    );
    expect(code).toBe(3);
    expect(stdout).toMatch(/^Different: tcp .* -> 172\.16\.0\.10:80/);
  });

  it('says clearly what is wrong with bad input', () => {
    const binary = join(dir, 'x.bin');
    writeFileSync(binary, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]));
    expect(fwconv('convert', '--vendor', 'cisco-asa', binary)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/binary file/),
    });
    expect(fwconv('convert', '--vendor', 'nonesuch', FIXTURE)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown vendor "nonesuch"/),
    });
    expect(fwconv('convert', '--vendor', 'cisco-asa', join(dir, 'missing.cfg'))).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/no such file/),
    });
    const pan = join(dir, 'pan.xml');
    writeFileSync(pan, '<?xml version="1.0"?>\n<config version="10.1.0">\n</config>\n');
    expect(fwconv('convert', '--vendor', 'cisco-asa', pan)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/looks like a PAN-OS XML export/),
    });
  });
});

/** The interface names the emitter chose for acl.cfg (nameif -> port), for `verify --map`. */
function writeMap(): string {
  const path = join(dir, 'map.json');
  writeFileSync(path, JSON.stringify({ outside: 'port1', inside: 'port2', dmz: 'port3' }));
  return path;
}
