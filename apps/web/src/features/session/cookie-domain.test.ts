import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookie-domain';

describe('cookieDomainFor (spec §4: cookies on the parent domain)', () => {
  it('S4-7: portal.example.test shares its cookies with example.test', () => {
    expect(cookieDomainFor('portal.example.test')).toBe('example.test');
    expect(cookieDomainFor('a.b.example.co.uk')).toBe('b.example.co.uk');
  });

  it('keeps cookies on hosts without a parent to share with', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('::1')).toBeUndefined();
    expect(cookieDomainFor('example.com')).toBeUndefined();
  });

  it('a configured domain wins; an empty one means this host only', () => {
    expect(cookieDomainFor('portal.example.test', 'corp.example')).toBe('corp.example');
    expect(cookieDomainFor('portal.example.test', '')).toBeUndefined();
  });
});
