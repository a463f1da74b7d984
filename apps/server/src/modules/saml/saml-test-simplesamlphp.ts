import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSamlKeys } from './keys.js';

/**
 * SimpleSAMLphp (Debian's package) as an independent SAML IdP on loopback, for tests: its own
 * config dir in a temp folder (hosted IdP, exampleauth users, the portal as a remote SP), its
 * keys generated here, served by `php -S`. Nothing of the portal's IdP code is involved.
 */
export const SIMPLESAMLPHP_WWW = '/usr/share/simplesamlphp/www';

/** Why the SimpleSAMLphp tests cannot run here, or undefined when they can. */
export function simpleSamlPhpMissing(): string | undefined {
  if (spawnSync('php', ['--version']).status !== 0) return 'php is not installed';
  if (!existsSync(join(SIMPLESAMLPHP_WWW, 'saml2/idp/SSOService.php'))) {
    return `simplesamlphp is not installed (${SIMPLESAMLPHP_WWW})`;
  }
  return undefined;
}

export interface SspUser {
  username: string;
  password: string;
  email: string;
  /** More attributes released with the e-mail (multi-valued allowed). */
  attributes?: Record<string, string[]>;
}

export interface SspSp {
  entityId: string;
  acsUrl: string;
  sloUrl: string;
  /** The SP's signing certificate (PEM): AuthnRequests and LogoutRequests are checked with it. */
  cert: string;
  /** Which parts of the answer SimpleSAMLphp signs. */
  sign: { response: boolean; assertion: boolean };
}

export interface SspIdpOptions {
  users: SspUser[];
  /** SSO bindings the IdP's metadata lists (default: HTTP-Redirect). */
  ssoBindings?: ('HTTP-Redirect' | 'HTTP-POST')[];
}

export interface SimpleSamlPhp {
  baseUrl: string;
  metadataUrl: string;
  entityId: string;
  /** Writes (or rewrites) the remote SP's entry; SimpleSAMLphp reads it on every request. */
  registerSp(sp: SspSp): Promise<void>;
  /** Signs with a new key from now on (its metadata names the new certificate only). */
  rotateKey(): Promise<void>;
  /** Starts serving (call after registerSp); the URLs are fixed before, so the SP can name them. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const BINDING = (name: string) => `urn:oasis:names:tc:SAML:2.0:bindings:${name}`;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** PHP literal for a string. */
const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const phpList = (values: string[]) => `[${values.map(php).join(', ')}]`;
const certData = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export async function createSimpleSamlPhp(options: SspIdpOptions): Promise<SimpleSamlPhp> {
  const root = await mkdtemp(join(tmpdir(), 'fwmig-ssp-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entityId = `${baseUrl}/saml2/idp/metadata.php`;
  const dirs = ['config', 'metadata', 'cert', 'tmp', 'data', 'log', 'sessions'];
  for (const dir of dirs) await mkdir(join(root, dir));
  const keys = await loadOrCreateSamlKeys(join(root, 'keys'), {
    idp: 'SimpleSAMLphp test IdP',
    sp: 'unused',
  });
  await writeFile(join(root, 'cert', 'idp.pem'), keys.idp.privateKey);
  await writeFile(join(root, 'cert', 'idp.crt'), keys.idp.cert);

  const at = (dir: string) => php(`${join(root, dir)}/`);
  await writeFile(
    join(root, 'config', 'config.php'),
    `<?php\n$config = [\n` +
      `  'baseurlpath' => ${php(`${baseUrl}/`)},\n` +
      `  'certdir' => ${at('cert')}, 'loggingdir' => ${at('log')}, 'datadir' => ${at('data')},\n` +
      `  'tempdir' => ${at('tmp')}, 'metadatadir' => ${at('metadata')},\n` +
      `  'attributenamemapdir' => '/etc/simplesamlphp/attributemap/',\n` +
      `  'secretsalt' => ${php(keys.idp.cert.slice(40, 72))}, 'auth.adminpassword' => 'unused-admin',\n` +
      `  'technicalcontact_name' => 'Tests', 'technicalcontact_email' => 'tests@example.test',\n` +
      `  'timezone' => 'UTC', 'enable.saml20-idp' => true, 'enable.http_post' => false,\n` +
      `  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true],\n` +
      `  'store.type' => 'phpsession', 'session.cookie.secure' => false,\n` +
      `  'session.cookie.samesite' => null, 'language.cookie.secure' => false,\n` +
      `  'session.phpsession.savepath' => ${php(join(root, 'sessions'))},\n` +
      `  'logging.handler' => 'file', 'logging.level' => SimpleSAML\\Logger::DEBUG,\n` +
      `  'logging.logfile' => 'simplesamlphp.log', 'showerrors' => true, 'errorreporting' => false,\n` +
      `  'production' => false, 'admin.checkforupdates' => false,\n` +
      `];\n`,
  );
  const users = options.users
    .map((user) => {
      const attributes = { email: [user.email], ...user.attributes };
      const entries = Object.entries(attributes)
        .map(([name, values]) => `${php(name)} => ${phpList(values)}`)
        .join(', ');
      return `  ${php(`${user.username}:${user.password}`)} => [${entries}],`;
    })
    .join('\n');
  await writeFile(
    join(root, 'config', 'authsources.php'),
    `<?php\n$config = [\n 'admin' => ['core:AdminPassword'],\n` +
      ` 'users' => ['exampleauth:UserPass',\n${users}\n ],\n];\n`,
  );
  const bindings = (options.ssoBindings ?? ['HTTP-Redirect']).map(BINDING);
  await writeFile(
    join(root, 'metadata', 'saml20-idp-hosted.php'),
    `<?php\n$metadata['__DYNAMIC:1__'] = [\n` +
      `  'host' => '__DEFAULT__', 'privatekey' => 'idp.pem', 'certificate' => 'idp.crt',\n` +
      `  'auth' => 'users', 'NameIDFormat' => ${php(EMAIL_FORMAT)},\n` +
      `  'simplesaml.nameidattribute' => 'email',\n` +
      `  'SingleSignOnServiceBinding' => ${phpList(bindings)},\n` +
      `  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',\n` +
      `];\n`,
  );

  let child: ChildProcess | undefined;
  let rotations = 0;
  let output = '';
  return {
    baseUrl,
    entityId,
    metadataUrl: entityId,
    async registerSp(sp) {
      await writeFile(
        join(root, 'metadata', 'saml20-sp-remote.php'),
        `<?php\n$metadata[${php(sp.entityId)}] = [\n` +
          `  'AssertionConsumerService' => ${php(sp.acsUrl)},\n` +
          `  'SingleLogoutService' => ${php(sp.sloUrl)},\n` +
          `  'NameIDFormat' => ${php(EMAIL_FORMAT)}, 'simplesaml.nameidattribute' => 'email',\n` +
          `  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',\n` +
          `  'certData' => ${php(certData(sp.cert))}, 'validate.authnrequest' => true,\n` +
          `  'validate.logout' => true, 'sign.logout' => true,\n` +
          `  'saml20.sign.response' => ${sp.sign.response}, 'saml20.sign.assertion' => ${sp.sign.assertion},\n` +
          `  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',\n` +
          `];\n`,
      );
    },
    async rotateKey() {
      rotations += 1;
      const next = await loadOrCreateSamlKeys(join(root, `keys-${rotations}`), {
        idp: `SimpleSAMLphp test IdP ${rotations}`,
        sp: 'unused',
      });
      await writeFile(join(root, 'cert', 'idp.pem'), next.idp.privateKey);
      await writeFile(join(root, 'cert', 'idp.crt'), next.idp.cert);
    },
    async start() {
      child = spawn(
        'php',
        ['-d', 'opcache.enable=0', '-S', `127.0.0.1:${port}`, '-t', SIMPLESAMLPHP_WWW],
        {
          env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: join(root, 'config') },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      for (let i = 0; i < 100; i += 1) {
        const ok = await fetch(entityId).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`SimpleSAMLphp did not start on ${baseUrl}:\n${output.slice(-2000)}`);
    },
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child?.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** What a browser met at SimpleSAMLphp: a page, or a redirect leaving it. */
export interface SspStep {
  status: number;
  url: string;
  html: string;
  /** Set when SimpleSAMLphp sends the browser elsewhere (to the portal). */
  leavesTo?: string;
  /** The HTTP-POST binding form SimpleSAMLphp sends itself with (to the portal). */
  post?: { action: string; fields: Record<string, string> };
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&amp;/g, '&');

/** The named inputs of the first form (hidden ones and text ones with a value). */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input\b[^>]*>/gi)) {
    const tag = input[0];
    const name = /\bname="([^"]*)"/i.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(tag)?.[1];
    if (name && value !== undefined) fields[decodeHtml(name)] = decodeHtml(value);
  }
  return fields;
}

/**
 * The test browser's side at SimpleSAMLphp: its own cookie jar for the IdP's origin, redirects
 * followed while they stay there, and stops where the browser would go back to the portal.
 */
export class SspBrowser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || value === 'deleted' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async open(url: string, form?: Record<string, string>): Promise<SspStep> {
    let target = url;
    let body: URLSearchParams | undefined = form ? new URLSearchParams(form) : undefined;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(target, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: this.cookieHeader() },
        ...(body ? { body } : {}),
      });
      this.keep(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, target).toString();
        if (new URL(next).origin !== this.origin) {
          return { status: response.status, url: target, html: '', leavesTo: next };
        }
        target = next;
        body = undefined;
        continue;
      }
      const html = await response.text();
      const action = /<form\b[^>]*\baction="([^"]*)"/i.exec(html)?.[1];
      const fields = formFields(html);
      const post =
        action && (fields.SAMLResponse || fields.SAMLRequest)
          ? { action: decodeHtml(action), fields }
          : undefined;
      return { status: response.status, url: target, html, ...(post ? { post } : {}) };
    }
    throw new Error(`too many redirects at SimpleSAMLphp from ${url}`);
  }

  /** Fills SimpleSAMLphp's username/password form on `page` and sends it. */
  async logIn(page: SspStep, username: string, password: string): Promise<SspStep> {
    if (!/name="password"/.test(page.html)) {
      throw new Error(`no login form at ${page.url}:\n${page.html.slice(0, 500)}`);
    }
    const fields = formFields(page.html);
    const action = new URL('?', page.url);
    // The form posts to "?": the same script, with AuthState among the fields.
    return this.open(`${action.origin}${action.pathname}`, {
      ...fields,
      username,
      password,
    });
  }
}
