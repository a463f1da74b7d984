import { VENDORS } from '@fwmig/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPublicFile } from '../../../test/public-dir';
import { renderWithConfig } from '../../../test/render-with-config';
import { createQueryClient } from '../../../lib/query-client';
import { VENDORS_KEY } from '../../../lib/query-keys';
import { VendorWall } from './vendor-wall';

/** A query cache that already holds the catalogue, as after GET /api/vendors answered. */
function withCatalogue() {
  const client = createQueryClient();
  client.setQueryData(VENDORS_KEY, [...VENDORS]);
  return client;
}

describe('supported vendors wall', () => {
  it('shows a logo for every catalogue entry with showFirewall, and no other', () => {
    renderWithConfig(<VendorWall />, undefined, withCatalogue());
    const list = within(screen.getByRole('region', { name: 'Supported firewalls' })).getByRole(
      'list',
    );
    const images = within(list).getAllByRole('img');
    const shown = VENDORS.filter((vendor) => vendor.showFirewall);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      shown.map((vendor) => vendor.label),
    );
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      shown.map((vendor) => vendor.logo),
    );
    for (const hidden of VENDORS.filter((vendor) => !vendor.showFirewall)) {
      expect(within(list).queryByRole('img', { name: hidden.label })).toBeNull();
    }
  });

  it('says so when the catalogue cannot be loaded', async () => {
    // jsdom has no server behind /api/vendors: the real request fails.
    renderWithConfig(<VendorWall />);
    expect(screen.getByLabelText('Loading the supported firewalls')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of supported firewalls could not be loaded.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(VENDORS.map((vendor) => [vendor.key, vendor.logo] as const))(
    'ships the logo of %s at %s',
    (_key, logo) => {
      const file = readPublicFile(logo);
      expect(file, `public${logo} is missing`).toBeDefined();
      expect(file?.toString('utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    },
  );
});
