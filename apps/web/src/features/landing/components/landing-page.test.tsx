import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../../test/render-with-config';
import { TEST_CONFIG } from '../../../test/test-config';
import { LandingPage } from './landing-page';

function renderLanding(config = TEST_CONFIG) {
  return renderWithConfig(<LandingPage />, config);
}

describe('landing page (spec §1)', () => {
  it('S1-1: says firewall-configuration migration is automated', () => {
    renderLanding();
    expect(
      screen.getByText(
        /automated migration of firewall configurations from many vendors to FortiOS/i,
      ),
    ).toBeVisible();
  });

  it('S1-2: promises an initial response within 1 Business Day', () => {
    renderLanding();
    const statement = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /initial response within 1 Business Day/.test(element.textContent ?? ''),
    );
    expect(statement).toHaveTextContent('1 Business Day');
  });

  it('S1-3: says converted configurations are validated on the target platform in a lab', () => {
    renderLanding();
    expect(
      screen.getByText(
        /converted configurations are validated on the target platform, FortiGate running FortiOS, in our lab/i,
      ),
    ).toBeVisible();
  });

  it('S1-4: the main heading contains the service name from the config', () => {
    renderLanding({ ...TEST_CONFIG, serviceName: 'Acme Migrator' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Migrator');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('S1-5: a tagline is shown with the title', () => {
    renderLanding();
    const group = screen.getByRole('heading', { level: 1 }).closest('hgroup');
    expect(group).not.toBeNull();
    const tagline = group?.querySelector('p');
    expect(tagline?.textContent).toMatch(/moved to FortiOS/);
  });

  it('S1-6: exactly three blurbs, headed Automated, Accelerate and Secure', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Features' });
    const headings = within(features).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Automated',
      'Accelerate',
      'Secure',
    ]);
    expect(within(features).getAllByRole('listitem')).toHaveLength(3);
  });

  it('S1-7: the learn-more link opens an absolute URL on another origin in a new tab', () => {
    renderLanding({ ...TEST_CONFIG, learnMoreUrl: 'https://docs.example.com/firewall' });
    const link = screen.getByRole('link', { name: /learn more/i });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe('https://docs.example.com/firewall');
    expect(new URL(href).origin).not.toBe(window.location.origin);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });
});
