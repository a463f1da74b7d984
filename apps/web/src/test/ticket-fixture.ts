import type { TTicketAbilities, TTicketDetail, TTicketFile, TTicketMessage } from '@fwmig/contract';

/** Tests' tickets: a submitted request of Acme, seen by its customer unless overridden. */

export const CUSTOMER_CAN: TTicketAbilities = {
  edit: true,
  message: true,
  internalNote: false,
  assign: false,
  deliver: false,
  sslvpn: true,
  transitions: ['cancelled'],
};

export const ENGINEER_CAN: TTicketAbilities = {
  edit: true,
  message: true,
  internalNote: true,
  assign: true,
  deliver: false,
  sslvpn: true,
  transitions: ['in_progress', 'cancelled'],
};

export function makeFile(overrides: Partial<TTicketFile> = {}): TTicketFile {
  return {
    id: 'f-source-1',
    name: 'asa-running.cfg',
    size: 4300,
    type: 'text/plain',
    extension: 'cfg',
    sha256: 'a'.repeat(64),
    kind: 'source',
    messageId: null,
    uploadedBy: 'netops',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<TTicketMessage> = {}): TTicketMessage {
  return {
    id: 'm-1',
    at: '2026-11-20T10:00:00.000Z',
    author: 'Erin Engineer',
    fromEngineer: true,
    internal: false,
    body: 'Which interface is the uplink?',
    files: [],
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<TTicketDetail> = {}): TTicketDetail {
  return {
    id: 9,
    status: 'submitted',
    sn: 'FGT60FTK20000001',
    model: 'FortiGate-60F',
    firmwareVersion: '7.4.8',
    sourceVendor: 'ciscoASA',
    accountUserId: '100001',
    accountName: 'Acme Networks',
    creator: 'netops',
    assignee: null,
    isFreeLicense: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    dueAt: '2026-11-21T09:00:00.000Z',
    firstResponseAt: null,
    overdue: false,
    sourceModel: 'ASA 5516-X',
    sourceVersion: '9.16',
    objects: ['Policies', 'NAT'],
    contact: { name: 'Nora Netops', email: 'netops@acme.example', phone: '+1 555 0100' },
    notes: 'Keep the object names.',
    aiTrainingConsent: false,
    files: [makeFile()],
    events: [
      {
        id: 'e-1',
        at: '2026-11-20T09:00:00.000Z',
        actor: 'netops',
        kind: 'created',
        from: null,
        to: 'submitted',
        text: '1 file',
      },
    ],
    messages: [],
    sslvpn: null,
    revisionDeadline: null,
    engineConverts: true,
    can: CUSTOMER_CAN,
    ...overrides,
  };
}
