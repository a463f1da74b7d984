import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { detectVendor } from '../detect-vendor.js';

const CLI = fileURLToPath(new URL('../../cli/fwconv.ts', import.meta.url));
const EXP = fileURLToPath(new URL('./fixtures/downloaded.exp', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fwconv-sonicwall-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(
  'a SonicWall .exp is told from its content (issue 21 items 2 and 6)',
  { timeout: 60_000 },
  () => {
    it('by the detector the portal uses', () => {
      const found = detectVendor([{ name: 'sonicwall-TZ_370.exp', content: readFileSync(EXP) }]);
      expect(found.parser.key).toBe('sonicWall');
    });

    it('by fwconv without --vendor, converting the file as downloaded', () => {
      const out = join(dir, 'out.conf');
      const exp = join(dir, 'sonicwall-TZ_370-6_5_4_4-44n-1700000000.exp');
      writeFileSync(exp, readFileSync(EXP));
      const run = spawnSync(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', CLI, 'convert', exp, '-o', out],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toMatch(
        /^Detected SonicWall SonicOS \(sonicwall-TZ_370[^,]*\.exp, line 1\)$/m,
      );
      expect(run.status).toBe(0);
      const config = readFileSync(out, 'utf8');
      expect(config).toContain('config firewall vip');
      expect(config.match(/^ {4}edit \d+$/gm)?.length).toBeGreaterThanOrEqual(5);
    });
  },
);
