import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSamlKeys, samlKeyDir } from './keys.js';

const root = await mkdtemp(join(tmpdir(), 'fwmig-saml-keys-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('SAML signing keys', () => {
  it('are created once, readable only by the owner, and reused on the next start', async () => {
    const names = { idp: 'Acme SAML IdP', sp: 'Acme SAML SP' };
    const first = await loadOrCreateSamlKeys(root, names);
    expect(first.idp.privateKey).not.toBe(first.sp.privateKey);
    const cert = new X509Certificate(first.idp.cert);
    expect(cert.subject).toContain('CN=Acme SAML IdP');
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 86_400_000);
    for (const file of ['idp/key.pem', 'idp/cert.pem', 'sp/key.pem', 'sp/cert.pem']) {
      expect((await stat(join(samlKeyDir(root), file))).mode & 0o777).toBe(0o600);
    }
    expect((await stat(join(samlKeyDir(root), 'idp'))).mode & 0o777).toBe(0o700);

    const again = await loadOrCreateSamlKeys(root, names);
    expect(again).toEqual(first);
  });

  it('agree on one pair when two starts race on an empty data dir', async () => {
    const dir = join(root, 'race');
    const [a, b] = await Promise.all([
      loadOrCreateSamlKeys(dir, { idp: 'a', sp: 'a' }),
      loadOrCreateSamlKeys(dir, { idp: 'b', sp: 'b' }),
    ]);
    expect(a).toEqual(b);
  });
});
