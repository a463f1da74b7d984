import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/** The bytes of a file the app serves from public/ at `urlPath`, or undefined if it is missing. */
export function readPublicFile(urlPath: string): Buffer | undefined {
  const file = join(PUBLIC_DIR, ...urlPath.split('/').filter(Boolean));
  return existsSync(file) ? readFileSync(file) : undefined;
}
