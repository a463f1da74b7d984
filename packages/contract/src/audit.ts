import { z } from 'zod';

/** One audit log event (who did what, when), newest first in lists. */
export const ZAuditEvent = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent' });
export const ZAuditListResponse = z
  .object({ data: z.array(ZAuditEvent) })
  .meta({ id: 'AuditListResponse' });
export const ZAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
