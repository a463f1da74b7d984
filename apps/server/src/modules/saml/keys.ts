import { X509Certificate, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';

/** A signing key and its self-signed certificate, both PEM. */
export interface SigningKeyPair {
  privateKey: string;
  cert: string;
}

export interface SamlKeys {
  idp: SigningKeyPair;
  sp: SigningKeyPair;
}

const KEY_FILE = 'key.pem';
const CERT_FILE = 'cert.pem';
const CERT_YEARS = 10;

/** Where the SAML keys live: `<dataDir>/saml/{idp,sp}/{key,cert}.pem`. */
export function samlKeyDir(dataDir: string): string {
  return join(dataDir, 'saml');
}

/**
 * The IdP's and the SP's signing keys: generated on the first start (RSA 3072, a self-signed
 * certificate valid ten years), read again on every later one. Files are 0600, folders 0700.
 */
export async function loadOrCreateSamlKeys(
  dataDir: string,
  names: { idp: string; sp: string },
): Promise<SamlKeys> {
  const root = samlKeyDir(dataDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  return {
    idp: await loadOrCreatePair(root, 'idp', names.idp),
    sp: await loadOrCreatePair(root, 'sp', names.sp),
  };
}

async function loadOrCreatePair(
  root: string,
  party: string,
  commonName: string,
): Promise<SigningKeyPair> {
  const dir = join(root, party);
  const existing = await readPair(dir);
  if (existing) return existing;
  // Written to a temporary folder, then renamed into place: two processes starting at once on
  // one data dir end up with the same pair, and a crash never leaves a key without its cert.
  const staging = await mkdtemp(join(root, `.${party}-`));
  try {
    const pair = generatePair(commonName);
    await writeFile(join(staging, KEY_FILE), pair.privateKey, { mode: 0o600 });
    await writeFile(join(staging, CERT_FILE), pair.cert, { mode: 0o600 });
    await chmod(staging, 0o700);
    await rename(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
  }
  const pair = await readPair(dir);
  if (!pair) throw new Error(`SAML keys in ${dir} could not be created`);
  return pair;
}

async function readPair(dir: string): Promise<SigningKeyPair | null> {
  let privateKey: string;
  let cert: string;
  try {
    privateKey = await readFile(join(dir, KEY_FILE), 'utf8');
    cert = await readFile(join(dir, CERT_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!new X509Certificate(cert).checkPrivateKey(createPrivateKey(privateKey))) {
    throw new Error(`SAML key and certificate in ${dir} do not belong together`);
  }
  return { privateKey, cert };
}

function generatePair(commonName: string): SigningKeyPair {
  // node:crypto makes the key (fast, native); node-forge only wraps it in a certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial number: clear the top bit of the first byte.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setFullYear(now.getFullYear() + CERT_YEARS);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, cert: forge.pki.certificateToPem(certificate) };
}
