import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./fwconv.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fwconv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small ASA configuration (Cisco ASA 9.x CLI: access-list extended, access-group). */
const FIXTURE = join(dir, 'simple.cfg');
writeFileSync(
  FIXTURE,
  [
    'ASA Version 9.12(2)',
    'hostname fw-simple',
    'interface GigabitEthernet0/0',
    ' nameif outside',
    ' security-level 0',
    ' ip address 198.51.100.2 255.255.255.0',
    'interface GigabitEthernet0/1',
    ' nameif dmz',
    ' security-level 50',
    ' ip address 172.16.0.1 255.255.255.0',
    'access-list outside_in extended permit tcp any host 172.16.0.10 eq www',
    'access-list outside_in extended permit tcp any host 172.16.0.11 eq https',
    'access-list outside_in extended deny ip any any',
    'access-group outside_in in interface outside',
    '',
  ].join('\n'),
);

/** Runs the real CLI as a user would, from source. */
function fwconv(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', CLI, ...args],
    { encoding: 'utf8' },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each case starts the CLI as a process (a few seconds each on a busy machine).
describe('fwconv', { timeout: 60_000 }, () => {
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
    expect(parsed.entries.length).toBeGreaterThan(5);
    expect(stderr).toMatch(/^Equivalent/m);

    const verified = fwconv('verify', '--vendor', 'cisco-asa', FIXTURE, out, '--map', writeMap());
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/^Equivalent/);
  });

  it('tells the vendor from the content when --vendor is left out', () => {
    const out = join(dir, 'detected.conf');
    const { code, stderr } = fwconv('convert', FIXTURE, '-o', out);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^Detected Cisco ASA \(simple\.cfg, line \d+\)$/m);
    expect(readFileSync(out, 'utf8')).toContain('config firewall policy');
    const unknown = join(dir, 'notes.txt');
    writeFileSync(unknown, 'nothing to see\n');
    expect(fwconv('convert', unknown)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Could not tell which firewall notes\.txt comes from/),
    });
    // Issue 22 item 7: a vendor the engine does not convert is named, and where it goes.
    const zyxel = join(dir, 'fw.conf');
    writeFileSync(zyxel, 'address-object LAN1_SUBNET interface-subnet lan1\n');
    expect(fwconv('convert', zyxel)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'fwconv: fw.conf looks like a Zyxel ZLD configuration, which the engine does not convert yet: in the portal, a ticket for it goes to our engineers, who convert it.\n',
    });
  });

  it('says which part of a many-part configuration it converted, and which it did not', () => {
    const srx = fileURLToPath(
      new URL('../vendors/juniper-srx/fixtures/vpn-routing.cfg', import.meta.url),
    );
    const out = join(dir, 'lsys.conf');
    const { stderr } = fwconv('convert', srx, '--part', 'LSYS1', '-o', out, '--no-verify');
    expect(stderr).toMatch(
      /^Converted logical system LSYS1; the file also holds root \(convert each with --part NAME\)$/m,
    );
    // issue 21 item 1: --vdom, the option's former name, still works for users' scripts.
    const alias = join(dir, 'alias.conf');
    fwconv('convert', srx, '--vdom', 'LSYS1', '-o', alias, '--no-verify');
    expect(readFileSync(alias, 'utf8')).toBe(readFileSync(out, 'utf8'));
    expect(fwconv('convert', srx, '--part', 'LSYS1', '--vdom', 'root', '-o', alias)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--vdom is another name for --part/),
    });
    expect(fwconv('convert', srx, '--part', 'nope', '-o', out)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/has no logical system "nope": choose one of root, LSYS1/),
    });
  });

  it('issue 17 item 1: exits 5 (narrowed) and 3 (widened) for output changed by hand', () => {
    const out = join(dir, 'edited.conf');
    fwconv('convert', '--vendor', 'cisco-asa', FIXTURE, '-o', out);
    const converted = readFileSync(out, 'utf8');
    const verify = (text: string) => {
      writeFileSync(out, text);
      return fwconv('verify', '--vendor', 'cisco-asa', FIXTURE, out, '--map', writeMap());
    };
    const narrowed = verify(converted.replace(/(edit 2\n[^]*?set action) accept/, '$1 deny'));
    expect(narrowed.code, narrowed.stdout + narrowed.stderr).toBe(5);
    expect(narrowed.stdout).toMatch(
      /^Narrowed: the output denies traffic the source accepts: 1 rule, e\.g\. source rule outside_in:2 \(simple\.cfg:12\) accepts tcp .* -> 172\.16\.0\.11:443 .*, which output policy 2 denies\.$/m,
    );
    const widened = verify(converted.replace('set service "tcp-80"', 'set service "ALL"'));
    expect(widened.code).toBe(3);
    expect(widened.stdout).toMatch(
      /^Widened: the output accepts traffic the source denies: 1 rule, e\.g\. output policy 1, from source rule outside_in:1 \(simple\.cfg:11\) accepts .*, which source rule outside_in:3 denies\.$/m,
    );
  });

  it('issue 17 item 1: exits 4 (not proven) when a rule of the source could not be read', () => {
    const input = join(dir, 'unread.cfg');
    writeFileSync(
      input,
      [
        'ASA Version 9.12(2)',
        'interface GigabitEthernet0/0',
        ' nameif outside',
        ' security-level 0',
        ' ip address 198.51.100.2 255.255.255.0',
        'access-list outside_in extended permit tcp any host 172.16.0.10 eq www',
        'access-list outside_in extended frobnicate tcp any host 172.16.0.11',
        'access-group outside_in in interface outside',
        '',
      ].join('\n'),
    );
    const { code, stderr } = fwconv(
      'convert',
      '--vendor',
      'cisco-asa',
      input,
      '-o',
      join(dir, 'u.conf'),
    );
    expect(code).toBe(4);
    expect(stderr).toMatch(/^Not proven: 1 source item was not compared \(policy .*unread\.cfg:7/m);
  });

  it('issue 17 item 1: verify, like convert, does not vouch for destinations a DHCP route may reach', () => {
    const dhcp = join(dir, 'dhcp.cfg');
    writeFileSync(
      dhcp,
      readFileSync(FIXTURE, 'utf8').replace(
        ' ip address 198.51.100.2 255.255.255.0',
        ' ip address dhcp setroute',
      ),
    );
    const out = join(dir, 'dhcp.conf');
    const converted = fwconv('convert', '--vendor', 'cisco-asa', dhcp, '-o', out);
    expect(converted.stderr).toMatch(
      /destinations no route of the output covers were not compared/,
    );
    const verified = fwconv('verify', '--vendor', 'cisco-asa', dhcp, out, '--map', writeMap());
    expect(verified.code, verified.stdout + verified.stderr).toBe(4);
    expect(verified.stdout).toMatch(
      /^Not proven: .*destinations no route of the output covers were not compared: outside takes its address by DHCP/m,
    );
  });

  it('issue 17 item 1: exits 6 (nothing compared) when the source has no rule', () => {
    const input = join(dir, 'empty.cfg');
    writeFileSync(input, 'ASA Version 9.12(2)\nhostname fw-empty\n');
    const { code, stderr } = fwconv(
      'convert',
      '--vendor',
      'cisco-asa',
      input,
      '-o',
      join(dir, 'e.conf'),
    );
    expect(code).toBe(6);
    expect(stderr).toMatch(/^Nothing compared: the source yielded no rules/m);
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
    expect(fwconv('verify', '--vendor', 'nonesuch', FIXTURE, FIXTURE)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown vendor "nonesuch"\. Vendors converted today: /),
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

/** The interface names the emitter chose for simple.cfg (nameif -> port), for `verify --map`. */
function writeMap(): string {
  const path = join(dir, 'map.json');
  writeFileSync(path, JSON.stringify({ outside: 'port1', dmz: 'port2' }));
  return path;
}
