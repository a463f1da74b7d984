import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (tokens, one-time ids): random, URL-safe, and stored only as their SHA-256,
 * so a database leak hands out nothing usable.
 */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
