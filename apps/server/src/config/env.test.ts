import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './env.js';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      serviceName: 'Firewall Converter',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('serves the UI kit catalogue only when UI_CATALOGUE is true', () => {
    expect(loadConfig({}).uiCatalogue).toBe(false);
    expect(loadConfig({ UI_CATALOGUE: 'true' }).uiCatalogue).toBe(true);
    expect(loadConfig({ UI_CATALOGUE: 'false' }).uiCatalogue).toBe(false);
    expect(configError({ UI_CATALOGUE: 'maybe' })).toMatch(/UI_CATALOGUE: must be true or false/);
  });

  it("S4-7: COOKIE_DOMAIN names the session cookies' domain; none keeps them on the host", () => {
    expect(loadConfig({}).cookieDomain).toBeUndefined();
    expect(loadConfig({ COOKIE_DOMAIN: 'example.test' }).cookieDomain).toBe('example.test');
    expect(loadConfig({ COOKIE_DOMAIN: 'none' }).cookieDomain).toBe('');
    expect(configError({ COOKIE_DOMAIN: 'http://x/' })).toMatch(/COOKIE_DOMAIN: must be a domain/);
  });

  it('issue 18 items 5-6: IdP-initiated sign-ins off, timeouts and sign-in limits by default', () => {
    const config = loadConfig({});
    expect(config.samlAllowIdpInitiated).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
      rateLimitPerIp: 30,
      rateLimitPerAccount: 60,
    });
    expect(loadConfig({ SAML_ALLOW_IDP_INITIATED: 'true' }).samlAllowIdpInitiated).toBe(true);
    // Node refuses a headers timeout longer than the request timeout: the request one follows.
    const slow = loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '0.5' });
    expect(slow.http).toMatchObject({ headersTimeoutMs: 30_000, requestTimeoutMs: 30_000 });
    expect(configError({ RATE_LIMIT_PER_IP: '0' })).toMatch(
      /RATE_LIMIT_PER_IP: must be at least 1/,
    );
    expect(configError({ HEADERS_TIMEOUT_SECONDS: 'soon' })).toMatch(/HEADERS_TIMEOUT_SECONDS/);
  });

  it('issue 20 item 4: SAML attributes, metadata refresh and just-in-time rules', () => {
    const defaults = loadConfig({}).saml;
    expect(defaults).toMatchObject({
      metadataRefreshMs: 3_600_000,
      metadataRetryMs: 30_000,
      emailAttribute: undefined,
      accountAttribute: undefined,
      jitRules: [],
    });
    const rule = { attribute: 'groups', value: 'fw-ops', account: '100001', role: 'Operator' };
    const set = loadConfig({
      SAML_EMAIL_ATTRIBUTE: 'mail',
      SAML_JIT_RULES: JSON.stringify([rule]),
    }).saml;
    expect(set).toMatchObject({ emailAttribute: 'mail', jitRules: [rule] });
    expect(configError({ SAML_JIT_RULES: '[{"attribute":"groups"' })).toMatch(
      /SAML_JIT_RULES: must be a JSON array such as/,
    );
    expect(configError({ SAML_JIT_RULES: '[{"attribute":"groups","value":"x"}]' })).toMatch(
      /SAML_JIT_RULES\.0\.account/,
    );
  });

  it('issue 20: mail goes to SMTP_URL when set, else only to the outbox; MAIL_FROM names the sender', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com' }).mail).toEqual({
      smtpUrl: undefined,
      from: '"Firewall Converter" <no-reply@portal.example.com>',
    });
    const set = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'ops@x.test',
    });
    expect(set.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'ops@x.test' });
    expect(configError({ SMTP_URL: 'mail.example.com' })).toMatch(
      /SMTP_URL: must be an SMTP URL like smtp:\/\/user:password@mail.example.com:587/,
    );
  });

  it('TRUST_PROXY: true, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('x', 0), hops('x', 1)]).toEqual([true, false]);
    expect(configError({ TRUST_PROXY: 'everyone' })).toMatch(/TRUST_PROXY/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('names DATABASE_URL when it is malformed', () => {
    expect(configError({ DATABASE_URL: 'not a url' })).toMatch(
      /DATABASE_URL: must be a PostgreSQL connection URL/,
    );
    expect(configError({ DATABASE_URL: 'mysql://db/x' })).toContain('DATABASE_URL');
  });

  it('lists every bad setting at once', () => {
    const message = configError({ PORT: 'eighty', PUBLIC_URL: 'localhost', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT:');
    expect(message).toContain('PUBLIC_URL:');
    expect(message).toContain('LOG_LEVEL:');
  });

  it('refuses a port out of range', () => {
    expect(configError({ PORT: '70000' })).toMatch(/PORT: must be between 0 and 65535/);
  });

  it('accepts PostgreSQL and a public URL behind a proxy', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      PUBLIC_URL: 'https://fw.example.com/',
    });
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/app');
    expect(config.publicUrl).toBe('https://fw.example.com');
  });

  it('never shows a password in messages', () => {
    expect(redactUrl('postgres://admin:s3cret@db/x')).toBe('postgres://admin:***@db/x');
  });
});
