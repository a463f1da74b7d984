import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One mail the sink received. */
export interface TReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: TReceivedMail[];
  /** The first mail to `to` (matching `subject`) arrived after `since` mails; waits up to 10 s. */
  waitFor(to: string, options?: { subject?: RegExp; after?: number }): Promise<TReceivedMail>;
  close(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./smtp-sink-process.mjs', import.meta.url));

/** Starts the SMTP server process (smtp-sink-process.mjs) on a free loopback port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  const received: TReceivedMail[] = [];
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SMTP sink exited with ${code}`)));
    lines.on('line', (line) => {
      const listening = /^listening (\d+)$/.exec(line);
      if (listening) resolve(Number(listening[1]));
      else received.push(JSON.parse(line) as TReceivedMail);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, options = {}) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = received
          .slice(options.after ?? 0)
          .find((m) => m.to.includes(to) && (!options.subject || options.subject.test(m.subject)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: TReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
