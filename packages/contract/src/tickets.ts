import { z } from 'zod';
import { ZTicketConversion } from './conversions.js';
import { ZSerialNumber } from './devices.js';
import { ZSslVpnSettings } from './sslvpn.js';
import { ZTicketStatus } from './ticket-status.js';
import { isEmail } from './validators.js';
import { ZConvertableObject } from './vendors.js';

export const ZTicketContact = z.object({
  name: z.string().trim().min(1, { message: 'This field is required' }).max(120),
  email: z
    .string()
    .trim()
    .min(1, { message: 'This field is required' })
    .max(254)
    .refine(isEmail, { message: 'must be an e-mail address' }),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()./ -]*$/, { message: 'may hold digits, spaces and + ( ) . / - only' }),
});

/** What the customer fills in to request a conversion (create, and edit while allowed). */
export const ZTicketInput = z
  .object({
    sn: ZSerialNumber,
    /** Use the device's one free licence (spec §2 free-license page). */
    isFreeLicense: z.boolean().default(false),
    firmwareVersion: z.string().trim().min(1, { message: 'This field is required' }).max(40),
    sourceVendor: z.string().trim().min(1, { message: 'This field is required' }).max(80),
    sourceModel: z.string().trim().max(80).default(''),
    sourceVersion: z.string().trim().max(40).default(''),
    objects: z.array(ZConvertableObject).min(1, { message: 'choose at least one object type' }),
    contact: ZTicketContact,
    notes: z.string().trim().max(4000).default(''),
    /** The AI-training consent of the free-license page and the form. */
    aiTrainingConsent: z.boolean().default(false),
  })
  .meta({ id: 'TicketInput' });
export type TTicketInput = z.infer<typeof ZTicketInput>;

/** What an edit may change: everything but the device and the licence. */
export const ZTicketEdit = ZTicketInput.omit({ sn: true, isFreeLicense: true }).meta({
  id: 'TicketEdit',
});
export type TTicketEdit = z.infer<typeof ZTicketEdit>;

export const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZTicketFile = z
  .object({
    id: z.string(),
    /** spec §3 File. */
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
    extension: z.string(),
    sha256: z.string(),
    /** source: the customer's configuration; message: a message attachment; deliverable. */
    kind: z.enum(['source', 'message', 'deliverable']),
    messageId: z.string().nullable(),
    uploadedBy: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'TicketFile' });
export type TTicketFile = z.infer<typeof ZTicketFile>;

export const ZTicketSummary = z
  .object({
    id: z.number().int(),
    status: ZTicketStatus,
    sn: z.string(),
    model: z.string().nullable(),
    firmwareVersion: z.string(),
    sourceVendor: z.string(),
    accountUserId: z.string(),
    accountName: z.string(),
    creator: z.string(),
    assignee: ZPerson.nullable(),
    isFreeLicense: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Initial response due: one business day after submission. */
    dueAt: z.string(),
    firstResponseAt: z.string().nullable(),
    /** No engineer has answered and the due time has passed. */
    overdue: z.boolean(),
  })
  .meta({ id: 'TicketSummary' });
export type TTicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicketEvent = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  kind: z.enum([
    'created',
    'status',
    'assigned',
    'edited',
    'files',
    'sslvpn',
    'message',
    'conversion',
  ]),
  from: ZTicketStatus.nullable(),
  to: ZTicketStatus.nullable(),
  text: z.string(),
});
export type TTicketEvent = z.infer<typeof ZTicketEvent>;

export const ZTicketMessage = z.object({
  id: z.string(),
  at: z.string(),
  author: z.string(),
  fromEngineer: z.boolean(),
  /** An engineers' note the customer never sees. */
  internal: z.boolean(),
  body: z.string(),
  files: z.array(ZTicketFile),
});
export type TTicketMessage = z.infer<typeof ZTicketMessage>;

/** What the viewer may do with the ticket now; the server enforces the same rules. */
export const ZTicketAbilities = z.object({
  edit: z.boolean(),
  message: z.boolean(),
  internalNote: z.boolean(),
  assign: z.boolean(),
  deliver: z.boolean(),
  sslvpn: z.boolean(),
  transitions: z.array(ZTicketStatus),
});
export type TTicketAbilities = z.infer<typeof ZTicketAbilities>;

export const ZTicketDetail = ZTicketSummary.extend({
  sourceModel: z.string(),
  sourceVersion: z.string(),
  objects: z.array(ZConvertableObject),
  contact: ZTicketContact,
  notes: z.string(),
  aiTrainingConsent: z.boolean(),
  files: z.array(ZTicketFile),
  events: z.array(ZTicketEvent),
  messages: z.array(ZTicketMessage),
  sslvpn: ZSslVpnSettings.nullable(),
  /** Until when a delivered ticket may be reopened; null unless delivered. */
  revisionDeadline: z.string().nullable(),
  /**
   * The engine converts the ticket's source vendor (issue 19 item 2); false: no run is made,
   * our engineers convert it by hand.
   */
  engineConverts: z.boolean(),
  can: ZTicketAbilities,
}).meta({ id: 'TicketDetail' });
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

export const TICKET_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'dueAt', 'status'] as const;

/** spec §7 customerGetAll: paging in the skip, limit, order and sortBy headers. */
export const ZTicketPageHeaders = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
  sortBy: z.enum(TICKET_SORT_FIELDS).default('id'),
});

/** spec §7 customerGetAll's filter body. */
export const ZTicketFilter = z
  .object({
    status: z.array(ZTicketStatus).max(6).optional(),
    sourceVendor: z.string().trim().max(80).optional(),
    sn: z.string().trim().max(32).optional(),
    /** Ticket number, serial, model, source model, contact or account name. */
    text: z.string().trim().max(100).optional(),
    /** Engineers: 'me', 'none' (unassigned) or a staff login id. */
    assignee: z.string().trim().max(64).optional(),
    /** Engineers: only tickets past their initial-response time. */
    overdue: z.boolean().optional(),
  })
  .meta({ id: 'TicketFilter' });
export type TTicketFilter = z.infer<typeof ZTicketFilter>;

/** A row of the ticket lists: the summary and its conversion state (issue 19 item 2). */
export const ZTicketListItem = ZTicketSummary.extend({ conversion: ZTicketConversion }).meta({
  id: 'TicketListItem',
});
export type TTicketListItem = z.infer<typeof ZTicketListItem>;

export const ZTicketPageResponse = z
  .object({ data: z.object({ total: z.number().int(), items: z.array(ZTicketListItem) }) })
  .meta({ id: 'TicketPageResponse' });

export const ZTicketDetailResponse = z
  .object({ data: ZTicketDetail })
  .meta({ id: 'TicketDetailResponse' });

export const ZTicketTransitionRequest = z
  .object({ to: ZTicketStatus, note: z.string().trim().max(4000).default('') })
  .meta({ id: 'TicketTransitionRequest' });

export const ZTicketAssignRequest = z
  .object({ assigneeId: z.string().uuid().nullable() })
  .meta({ id: 'TicketAssignRequest' });

export const ZEngineerListResponse = z
  .object({ data: z.array(ZPerson) })
  .meta({ id: 'EngineerListResponse' });

/** spec §7 GET /api/summary/getOrderStatus: licences and tickets of the account. */
export const ZOrderStatus = z
  .object({
    licences: z.object({
      bought: z.number().int(),
      used: z.number().int(),
      available: z.number().int(),
      freeUsed: z.number().int(),
    }),
    tickets: z.record(ZTicketStatus, z.number().int()),
  })
  .meta({ id: 'OrderStatus' });
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** spec §7 GET /api/purchase/url: where customers buy conversion licences. */
export const ZPurchaseUrlResponse = z
  .object({ data: z.object({ url: z.string() }) })
  .meta({ id: 'PurchaseUrlResponse' });

export const ZSslVpnResponse = z
  .object({ data: z.object({ ticketId: z.number().int(), settings: ZSslVpnSettings.nullable() }) })
  .meta({ id: 'SslVpnResponse' });

/** How an engineer grants purchased licences to an account (the documented admin API). */
export const ZGrantLicencesRequest = z
  .object({
    accountUserId: z.string().trim().min(1).max(64),
    quantity: z.number().int().min(1).max(1000),
    /** Binds the licences to one of the account's devices (issue 20: the licences screen). */
    deviceSn: ZSerialNumber.optional(),
  })
  .meta({ id: 'GrantLicencesRequest' });
export type TGrantLicencesRequest = z.input<typeof ZGrantLicencesRequest>;

/** The multipart field that carries the ticket's JSON on create. */
export const TICKET_FIELD = 'ticket';
/** The multipart field of every uploaded file (spec §7). */
export const FILES_FIELD = 'files';
/** The header that makes a retried create return the same ticket. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
