// @vitest-environment-options { "url": "https://portal.example.com/tickets" }
// Issue 18 item 3: on https every session cookie is Secure, and it goes on the parent domain
// only when one was configured (spec §4); SameSite=Lax keeps it off cross-site subrequests.
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookieAttributes, setCookieDomain } from './token-store';

afterEach(() => setCookieDomain(undefined));

describe('session cookie attributes on an https portal', () => {
  it('issue 18 item 3: Secure, Lax, path / and host-only without a cookie domain', () => {
    expect(window.location.protocol).toBe('https:');
    expect(sessionCookieAttributes()).toEqual({ path: '/', sameSite: 'Lax', secure: true });
  });

  it('S4-7: on the parent domain the server computed, still Secure', () => {
    setCookieDomain('example.com');
    expect(sessionCookieAttributes()).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
      domain: 'example.com',
    });
  });
});
