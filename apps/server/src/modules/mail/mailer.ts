import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/onboarding.js';
import { redactUrl } from '../../config/env.js';

/** One plain-text mail; `kind` says what it is about (registration, password, invitation). */
export interface TMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface TMailer {
  /** Sends (when SMTP is set) and records the mail in the outbox; never throws for SMTP. */
  send(mail: TMail): Promise<void>;
  /** Whether mail leaves the portal (SMTP_URL set) or is only logged for admins. */
  readonly delivers: boolean;
}

/**
 * The portal's mail (issue 20 item 3): over SMTP with nodemailer when SMTP_URL is set, else only
 * logged (outbox table and the server log) for read-write admins to read and pass on. Every
 * mail lands in the outbox with its status, so a failed delivery is seen, not lost.
 */
export function createMailer(
  db: AppDb,
  options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger },
): TMailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const where = options.smtpUrl ? redactUrl(options.smtpUrl) : 'the outbox only';
  options.log.info({ mail: where }, 'mail ready');
  return {
    delivers: transport !== undefined,
    async send(mail) {
      let status: 'sent' | 'logged' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
          status = 'sent';
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
          options.log.error({ to: mail.to, kind: mail.kind, error }, 'mail not delivered');
        }
      } else {
        // Without SMTP the outbox is the way out; the log says where to look, not the link.
        options.log.info(
          { to: mail.to, kind: mail.kind },
          'mail logged (no SMTP_URL): see the outbox',
        );
      }
      await db.insert(mailOutbox).values({ ...mail, status, error });
    },
  };
}
