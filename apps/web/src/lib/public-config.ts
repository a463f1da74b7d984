import { PUBLIC_CONFIG_ELEMENT_ID, ZPublicConfig, type TPublicConfig } from '@fwmig/contract';

/** Where the server also answers the public config, for pages it did not fill in (vite dev). */
export const PUBLIC_CONFIG_PATH = '/api/config';

/**
 * Reads the public config the server wrote into index.html. Undefined when the block is empty
 * (the vite dev server serves the page untouched) or does not match the contract.
 */
export function readInjectedConfig(doc: Document = document): TPublicConfig | undefined {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed = ZPublicConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/config, validated against the contract. */
export async function fetchPublicConfig(fetchFn: typeof fetch = fetch): Promise<TPublicConfig> {
  const response = await fetchFn(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${PUBLIC_CONFIG_PATH} answered ${response.status}`);
  return ZPublicConfig.parse(await response.json());
}

/** The injected config when there is one, else the one the server answers. */
export async function loadPublicConfig(
  doc: Document = document,
  fetchFn: typeof fetch = fetch,
): Promise<TPublicConfig> {
  return readInjectedConfig(doc) ?? fetchPublicConfig(fetchFn);
}
