import { z } from 'zod';

/**
 * The actions the server records (issue 18 item 11), with the label the audit screen shows.
 * The log accepts other strings too; these are the ones offered in the screen's filter.
 */
export const AUDIT_ACTIONS = {
  'session.sign_in': 'Sign-in',
  'session.sign_in_failed': 'Failed sign-in',
  'session.sign_out': 'Logout',
  'session.refresh_reuse': 'Refresh token reused (session revoked)',
  'session.switch_role': 'Role switch',
  'session.switch_account': 'Account switch',
  'session.select_ou_account': 'OU account selected',
  'admin.login.revoke_sessions': 'Sessions revoked by an admin',
  'admin.login.block': 'Login blocked',
  'admin.login.unblock': 'Login unblocked',
  'catalogue.version.add': 'Firmware version added',
  'catalogue.version.edit': 'Firmware version edited',
  'catalogue.version.delete': 'Firmware version deleted',
  'catalogue.version.models': "Version's models changed",
  'catalogue.model.add': 'Model added',
  'catalogue.model.update': 'Model updated',
  'catalogue.matrix.upload': 'Model-version matrix uploaded',
  'device.register': 'Device registered',
  'device.update': 'Device changed',
  'licence.grant': 'Licences granted',
  'licence.revoke': 'Licence taken back',
  'admin.account.create': 'Customer account created',
  'admin.account.update': 'Customer account changed',
  'admin.account.block': 'Customer account blocked',
  'admin.account.unblock': 'Customer account unblocked',
  'admin.member.add': 'Login given access to an account',
  'admin.member.update': "Account login's permissions changed",
  'admin.member.remove': "Login's access to an account removed",
  'admin.organisation.create': 'Organisation created',
  'admin.organisation.update': 'Organisation changed',
  'admin.organisation.delete': 'Organisation deleted',
  'admin.org_node.add': 'OU or member account added',
  'admin.org_node.update': 'OU tree node renamed or moved',
  'admin.org_node.remove': 'OU tree node removed',
  'admin.portal_menus.update': 'Portal menus edited',
  'ticket.status.change': 'Ticket status changed',
  'ticket.edit': 'Ticket request edited',
  'ticket.assign': 'Ticket assigned',
  'ticket.message': 'Message to the customer',
  'ticket.internal_note': 'Internal note',
  'ticket.file.add': 'Configuration files added',
  'ticket.file.remove': 'Configuration file removed',
  'ticket.deliverable.add': 'Deliverables attached',
  'ticket.sslvpn.save': 'SSL VPN settings saved',
  'ticket.mapping.save': 'Interface mapping saved',
  'ticket.run.start': 'Conversion run started',
  'ticket.run.release': 'Run released to the customer',
  'ticket.run.deliver': 'Run delivered',
  'ticket.checklist.tick': 'Checklist items ticked off',
  'ticket.checklist.untick': 'Checklist items reopened',
  'ticket.widened.acknowledge': 'Widened rules acknowledged',
  'ticket.widened.unacknowledge': 'Widened-rule acknowledgement withdrawn',
  'invitation.create': 'Invitation sent',
  'invitation.revoke': 'Invitation revoked',
  'invitation.accept': 'Invitation accepted',
  'idp.registration.request': 'Registration requested',
  'idp.registration.complete': 'Account registered (e-mail verified)',
  'idp.password.reset_request': 'Password reset requested',
  'idp.password.set': 'Password set by e-mail link',
  'idp.totp.enable': 'Second factor (TOTP) turned on',
  'idp.totp.disable': 'Second factor (TOTP) turned off',
  'admin.login.totp_reset': 'Second factor reset by an admin',
  'system.start': 'Server started',
} as const satisfies Record<string, string>;
export type TAuditAction = keyof typeof AUDIT_ACTIONS;

/** One audit log event (who did what, when, from where), newest first in lists. */
export const ZAuditEvent = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    /** The client address the server saw; null for events of the server itself. */
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' });
export const ZAuditListResponse = z
  .object({ data: z.array(ZAuditEvent), total: z.number().int() })
  .meta({ id: 'AuditListResponse' });
/** GET /api/admin/audit: a page, optionally one action and an actor (part of the e-mail). */
export const ZAuditQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  action: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(254).optional(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
export type TAuditQuery = z.input<typeof ZAuditQuery>;
