import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookie-domain';

/** The public config as the server computes it (apps/server .../cookie-domain.test.ts). */
const served = (publicHost: string, cookieDomain: string) => ({ publicHost, cookieDomain });

describe('cookieDomainFor (spec §4: cookies on the parent domain)', () => {
  it("S4-7: on the server's public host, the domain it computed (portal.example.com)", () => {
    const config = served('portal.example.com', 'example.com');
    expect(cookieDomainFor('portal.example.com', config)).toBe('example.com');
    expect(cookieDomainFor('Portal.Example.com.', config)).toBe('example.com');
  });

  it('issue 18 item 3: host-only where the server found a public suffix parent', () => {
    // What the server answers for these hosts (its Public Suffix List says github.io, co.uk).
    expect(cookieDomainFor('portal.github.io', served('portal.github.io', ''))).toBeUndefined();
    expect(cookieDomainFor('x.co.uk', served('x.co.uk', ''))).toBeUndefined();
  });

  it('issue 18 item 3: on any other host no parent domain is guessed (host-only)', () => {
    const config = served('portal.example.com', 'example.com');
    expect(cookieDomainFor('portal.github.io', config)).toBeUndefined();
    expect(cookieDomainFor('x.co.uk', config)).toBeUndefined();
    expect(cookieDomainFor('other.example.com', config)).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1', config)).toBeUndefined();
    expect(cookieDomainFor('localhost', served('localhost', ''))).toBeUndefined();
  });

  it('never a domain that is not the host or a parent of it', () => {
    expect(cookieDomainFor('portal.example.com', served('portal.example.com', 'other.test'))).toBe(
      undefined,
    );
    expect(cookieDomainFor('portal.example.com', served('portal.example.com', 'ple.com'))).toBe(
      undefined,
    );
  });
});
