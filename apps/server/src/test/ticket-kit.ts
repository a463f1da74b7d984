import { TICKET_FIELD, ZTicketDetailResponse, type TTicketDetail } from '@fwmig/contract';
import { ensureSeedCatalogue } from '../modules/catalogue/seed-catalogue.js';
import { modelForSerial } from '../modules/catalogue/device-lookup.service.js';
import { registerDevice } from '../modules/devices/devices.service.js';
import { grantLicences } from '../modules/tickets/licences.service.js';
import { addMembership, createAccount, createLogin, signIn } from './identity-factory.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A signed-in caller: its token and the scoping headers it sends. */
export interface Caller {
  token: string;
  headers: Record<string, string>;
  loginId: string;
}

/** A real server with the catalogue, two customer accounts, engineers and devices. */
export interface TicketWorld {
  server: TestServer;
  engineer: Caller;
  readOnlyAdmin: Caller;
  customer: Caller;
  /** A customer of another account. */
  stranger: Caller;
  /** The customer's account: system id, devices, a firmware version the 60F runs. */
  account: { userId: string; id: string };
  devices: { licensed: string; free: string; spare: string };
  strangerDevice: string;
  version: string;
}

async function customerOf(server: TestServer, accountId: string, userId: string): Promise<Caller> {
  const db = server.app.database.db;
  const login = await createLogin(db);
  await addMembership(db, { loginId: login.id, accountId, subUserId: '0' });
  const tokens = await signIn(server.baseUrl, db, login.id);
  return {
    token: tokens.access_token,
    headers: { user_id: userId, sub_user_id: '0' },
    loginId: login.id,
  };
}

async function staffOf(server: TestServer, level: 'read_write' | 'read_only'): Promise<Caller> {
  const db = server.app.database.db;
  const login = await createLogin(db, { staffLevel: level, idpUserName: `Engineer ${level}` });
  const tokens = await signIn(server.baseUrl, db, login.id);
  return { token: tokens.access_token, headers: {}, loginId: login.id };
}

export async function ticketWorld(env: Record<string, string> = {}): Promise<TicketWorld> {
  const server = await startTestServer(env);
  const db = server.app.database.db;
  await ensureSeedCatalogue(db);
  const account = await createAccount(db);
  const other = await createAccount(db);
  const tail = account.userId.slice(-6).padStart(6, '0');
  const devices = {
    licensed: `FGT60FTK01${tail}`,
    free: `FGT60FTK02${tail}`,
    spare: `FGT60FTK03${tail}`,
  };
  await registerDevice(db, {
    accountUserId: account.userId,
    sn: devices.licensed,
    entitled: true,
    license: true,
    creatable: true,
  });
  await registerDevice(db, {
    accountUserId: account.userId,
    sn: devices.free,
    entitled: true,
    license: false,
    creatable: true,
  });
  await registerDevice(db, {
    accountUserId: account.userId,
    sn: devices.spare,
    entitled: true,
    license: false,
    creatable: true,
  });
  const strangerDevice = `FGT60FTK09${tail}`;
  await registerDevice(db, {
    accountUserId: other.userId,
    sn: strangerDevice,
    entitled: true,
    license: true,
    creatable: true,
  });
  await grantLicences(db, account.userId, 3);
  const model = await modelForSerial(db, devices.licensed);
  const version = model?.versions[0]?.version;
  if (!version) throw new Error('the seed catalogue has no version for the 60F');
  return {
    server,
    engineer: await staffOf(server, 'read_write'),
    readOnlyAdmin: await staffOf(server, 'read_only'),
    customer: await customerOf(server, account.id, account.userId),
    stranger: await customerOf(server, other.id, other.userId),
    account: { userId: account.userId, id: account.id },
    devices,
    strangerDevice,
    version,
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One real HTTP call as a caller; JSON bodies are sent as JSON, FormData as multipart. */
export async function call(
  world: TicketWorld,
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${world.server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${caller.token}`,
      ...caller.headers,
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.text(),
    headers: response.headers,
  };
}

export function ticketInput(world: TicketWorld, overrides: Record<string, unknown> = {}) {
  return {
    sn: world.devices.licensed,
    firmwareVersion: world.version,
    sourceVendor: 'ciscoASA',
    sourceModel: 'ASA 5516-X',
    sourceVersion: '9.12',
    objects: ['Addresses & Address Groups', 'Policies', 'NAT'],
    contact: { name: 'Ada Admin', email: 'ada@example.com', phone: '+44 20 7946 0000' },
    notes: 'Cut-over on Friday.',
    ...overrides,
  };
}

/** A multipart create body: the ticket JSON first, then the files. */
export function createForm(
  input: unknown,
  files: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string }[],
): FormData {
  const form = new FormData();
  form.append(TICKET_FIELD, JSON.stringify(input));
  for (const file of files) {
    form.append('files', new Blob([file.content], { type: file.type ?? 'text/plain' }), file.name);
  }
  return form;
}

export async function createTicketAs(
  world: TicketWorld,
  caller: Caller,
  overrides: Record<string, unknown> = {},
  files: { name: string; content: string; type?: string }[] = [
    { name: 'running-config.txt', content: 'hostname asa\n' },
  ],
): Promise<TTicketDetail> {
  const answer = await call(
    world,
    caller,
    'POST',
    '/api/care/create',
    createForm(ticketInput(world, overrides), files),
  );
  if (answer.status !== 201)
    throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return ZTicketDetailResponse.parse(answer.body).data;
}

/** SSL VPN settings that pass every rule. */
export const SAMPLE_SSLVPN = {
  listenInterface: 'wan1',
  port: 10443,
  serverCertificate: 'Fortinet_Factory',
  tunnelPool: ['10.212.134.0/24'],
  dnsServers: ['10.0.0.53'],
  splitTunnelling: true,
  splitNetworks: ['10.0.0.0/16', '192.168.10.0/24'],
  portalMappings: [{ group: 'vpn-staff', portal: 'full-access' }],
  defaultPortal: 'web-access',
};
