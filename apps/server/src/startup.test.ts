import { spawn } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real entry point (as `npm start` does, from source) and collects what it prints. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('start-up with bad configuration', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'fwmig-startup-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stops with one message naming DATABASE_URL when it is malformed', async () => {
    const { code, stderr } = await runMain({ DATA_DIR: root, DATABASE_URL: 'postgres//oops' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL: must be a PostgreSQL connection URL');
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('stops naming DATABASE_URL when nothing answers there', async () => {
    const { code, stderr } = await runMain({
      DATA_DIR: root,
      DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/x',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /DATABASE_URL: cannot connect to postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/x/,
    );
    expect(stderr).not.toContain(':pw@');
  });

  it('stops naming DATA_DIR when it cannot be written', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'not a directory');
    const { code, stderr } = await runMain({ DATA_DIR: join(file, 'data') });
    expect(code).toBe(1);
    expect(stderr).toContain(`DATA_DIR: cannot write to ${join(file, 'data')}`);
  });
});
