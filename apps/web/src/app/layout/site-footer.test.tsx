import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPublicFile } from '../../test/public-dir';
import { renderWithConfig } from '../../test/render-with-config';
import { TEST_CONFIG } from '../../test/test-config';
import { startApiTestServer } from '../../test/api-test-server';
import { SiteFooter, versionText } from './site-footer';

afterEach(() => {
  vi.useRealTimers();
});

describe('site footer (spec §2)', () => {
  it('S2-49: copyright names the current year and the service', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderWithConfig(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2031 ${TEST_CONFIG.serviceName}`);
  });

  it('S2-49: uses the real clock year', () => {
    renderWithConfig(<SiteFooter />);
    expect(screen.getByText(/©/)).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('S3-110 S3-111: shows the sw_version and patch the server serves at /api/version', async () => {
    const server = await startApiTestServer((call) =>
      call.path === '/api/version'
        ? [200, { data: { sw_version: '3.2', patch: '7' } }]
        : [404, { code: 'NOT_FOUND', message: 'no' }],
    );
    try {
      renderWithConfig(<SiteFooter />);
      expect(await screen.findByText('Version 3.2, patch 7')).toBeInTheDocument();
      expect(server.seen.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/version',
      ]);
    } finally {
      await server.close();
    }
  });

  it('S3-110: a version without a patch level is shown without one', () => {
    expect(versionText({ sw_version: 'dev', patch: '' })).toBe('Version dev');
  });

  it('S2-50: Terms of Service downloads the PDF named by the config', () => {
    renderWithConfig(<SiteFooter />, { ...TEST_CONFIG, termsOfServiceUrl: '/docs/tos.pdf' });
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    expect(link).toHaveAttribute('href', '/docs/tos.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('S2-51: Privacy Policy links to the page named by the config', () => {
    renderWithConfig(<SiteFooter />, { ...TEST_CONFIG, privacyPolicyUrl: '/docs/privacy.html' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/docs/privacy.html',
    );
  });

  it('S2-50, S2-51: the default legal documents ship in public/legal', () => {
    const pdf = readPublicFile(TEST_CONFIG.termsOfServiceUrl);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.toString('latin1')).toMatch(/%%EOF\s*$/);
    const policy = readPublicFile(TEST_CONFIG.privacyPolicyUrl)?.toString('utf8');
    expect(policy).toMatch(/<h1>Privacy Policy<\/h1>/);
  });
});
