import { z } from 'zod';
import { isEmail } from './validators.js';

/**
 * Invitations (issue 20 item 2) and the mail outbox (issue 20 item 3): what the web app and
 * the server exchange about onboarding people.
 */

/**
 * What an invitee becomes in the account: an IAM user with portal-admin and read/write (who may
 * use this portal), or one without read/write (for the provider's other apps: this portal's
 * gate refuses IAM users without read/write, spec §6).
 */
export const INVITATION_ROLE_LABELS = {
  read_write: 'User (read/write)',
  read_only: 'Read-only (no access to this portal)',
} as const;
export type TInvitationRole = keyof typeof INVITATION_ROLE_LABELS;
export const ZInvitationRole = z.enum(['read_write', 'read_only']);

/** An e-mail as stored for sign-in: trimmed, lower case. */
const ZEmail = z
  .string()
  .trim()
  .max(254)
  .refine(isEmail, { message: 'must be an e-mail address' })
  .transform((value) => value.toLowerCase());

/** How long an invitation stays usable unless the inviter says otherwise. */
export const INVITATION_DEFAULT_DAYS = 7;

export const ZCreateInvitationRequest = z
  .object({
    email: ZEmail,
    role: ZInvitationRole,
    /** Days the invitation stays usable (1 to 30). */
    validDays: z.number().int().min(1).max(30).default(INVITATION_DEFAULT_DAYS),
  })
  .meta({ id: 'CreateInvitationRequest' });
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

export const ZInvitation = z
  .object({
    id: z.uuid(),
    /** The account's public number (user_id). */
    accountUserId: z.string(),
    companyName: z.string(),
    email: z.string(),
    role: ZInvitationRole,
    invitedBy: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Invitation' });
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationResponse = z
  .object({ data: ZInvitation })
  .meta({ id: 'InvitationResponse' });
export const ZInvitationListResponse = z
  .object({ data: z.array(ZInvitation) })
  .meta({ id: 'InvitationListResponse' });

/** One mail the portal sent or, without SMTP_URL, only logged for admins. */
export const ZMailOutboxEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    status: z.enum(['sent', 'logged', 'failed']),
    error: z.string().nullable(),
  })
  .meta({ id: 'MailOutboxEntry' });
export type TMailOutboxEntry = z.infer<typeof ZMailOutboxEntry>;
export const ZMailOutboxResponse = z
  .object({ data: z.array(ZMailOutboxEntry), total: z.number().int() })
  .meta({ id: 'MailOutboxResponse' });
export const ZMailOutboxQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  to: z.string().trim().min(1).max(254).optional(),
});
export type TMailOutboxQuery = z.input<typeof ZMailOutboxQuery>;
