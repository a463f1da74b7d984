import { describe, expect, it } from 'vitest';
import { normalizeMac } from './mac.js';

describe('normalizeMac', () => {
  it('reads the vendor spellings into the FortiOS one', () => {
    for (const text of ['00:1A:22:33:44:55', '00-1a-22-33-44-55', '001a.2233.4455', '001A22334455'])
      expect(normalizeMac(text), text).toBe('00:1a:22:33:44:55');
  });

  it('refuses what is not a MAC address', () => {
    for (const text of ['00:1a:22:33:44', '001a22334455ff', 'zz1a22334455', '00:1a22:33:44:55'])
      expect(normalizeMac(text), text).toBeUndefined();
  });
});
