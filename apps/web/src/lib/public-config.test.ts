import { PUBLIC_CONFIG_ELEMENT_ID } from '@fwmig/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../test/test-config';
import { loadPublicConfig, PUBLIC_CONFIG_PATH, readInjectedConfig } from './public-config';

function pageWithConfigBlock(text: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public config', () => {
  it('reads the config the server injected into the page', () => {
    expect(readInjectedConfig(pageWithConfigBlock(JSON.stringify(TEST_CONFIG)))).toEqual(
      TEST_CONFIG,
    );
  });

  it('ignores an empty, malformed or incomplete block', () => {
    expect(readInjectedConfig(pageWithConfigBlock(''))).toBeUndefined();
    expect(readInjectedConfig(pageWithConfigBlock('{not json'))).toBeUndefined();
    expect(
      readInjectedConfig(pageWithConfigBlock(JSON.stringify({ serviceName: 'X' }))),
    ).toBeUndefined();
    expect(readInjectedConfig(document.implementation.createHTMLDocument('none'))).toBeUndefined();
  });

  it('uses the injected config without calling the server', async () => {
    const fetchFn = answering(200, TEST_CONFIG);
    await expect(
      loadPublicConfig(pageWithConfigBlock(JSON.stringify(TEST_CONFIG)), fetchFn),
    ).resolves.toEqual(TEST_CONFIG);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('falls back to GET /api/config when the page has none', async () => {
    const served = { ...TEST_CONFIG, serviceName: 'Served Name' };
    const fetchFn = answering(200, served);
    await expect(loadPublicConfig(pageWithConfigBlock(''), fetchFn)).resolves.toEqual(served);
    expect(fetchFn).toHaveBeenCalledWith(PUBLIC_CONFIG_PATH, expect.anything());
  });

  it('fails when neither source gives a valid config', async () => {
    await expect(loadPublicConfig(pageWithConfigBlock(''), answering(503, {}))).rejects.toThrow(
      /503/,
    );
    await expect(
      loadPublicConfig(pageWithConfigBlock(''), answering(200, { serviceName: '' })),
    ).rejects.toThrow();
  });
});
