// Makes sure Debian's Chromium is there for the browser journeys (`npm test`). Playwright must
// use it and never download a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}; the browser tests need it.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${chromium}: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
}
console.log(execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim());
