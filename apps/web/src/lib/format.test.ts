import { describe, expect, it } from 'vitest';
import { formatBytes, formatRelative } from './format';

describe('ticket formats', () => {
  it('writes sizes for people', () => {
    expect(formatBytes(13)).toBe('13 B');
    expect(formatBytes(4300)).toBe('4.2 KB');
    expect(formatBytes(18 * 1024 * 1024)).toBe('18 MB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
  });

  it('writes times relative to now, both ways', () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    expect(formatRelative('2026-11-24T11:59:50.000Z', now)).toBe('just now');
    expect(formatRelative('2026-11-24T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-24T15:00:00.000Z', now)).toBe('in 3 hours');
    expect(formatRelative('2026-11-23T12:00:00.000Z', now)).toBe('yesterday');
  });
});
