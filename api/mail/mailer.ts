/**
 * Outgoing mail (docs/architecture.md#sessions-and-accounts): nodemailer over SMTP when SMTP_URL is set; otherwise each message is
 * written to `DATA_DIR/outbox/` as an .eml file and a log line names it, so every flow works with no
 * mail server. The log line carries the message's link with its pin redacted (docs/rules.md R22);
 * MAIL_LOG_LINKS=true logs it whole, for local development only.
 *
 * Sending never holds up the request that caused it: `queue` returns at once (the same answer time for
 * known and unknown e-mails, R12), failures are logged, and `idle()` waits for what is in flight
 * (tests, shutdown).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists for (logged in outbox mode, pin redacted). */
  link: string;
  /** What kind of message it is, for the log. */
  kind: string;
  /** Extra headers (the digest's `List-Unsubscribe`, docs/follows.md#leaving). */
  headers?: Record<string, string>;
}

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  queue(message: MailMessage): void;
  /**
   * Sends now and fails with the transport's error (an SMTP refusal carries its `responseCode`), for
   * a sender that retries and stops on a bounce itself (the digest, docs/follows.md#the-digest).
   */
  send(message: MailMessage): Promise<void>;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logLinks: boolean;
  log: MailLog;
}

const SECRET_PARAMS = /([?&](?:pin|email-pin|token)=)[^&#]*/g;

export function redactLink(link: string): string {
  return link.replace(SECRET_PARAMS, '$1[redacted]');
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, logLinks, log } = options;
  const transport = smtpUrl
    ? createTransport(smtpUrl)
    : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const envelope = {
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    };
    const info = await transport.sendMail(envelope);
    if (smtpUrl) {
      log.info({ kind: message.kind, messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${randomUUID().slice(0, 8)}.eml`;
    const file = path.join(outboxDir, name);
    // Written under a temporary name and renamed, so a reader never sees half a message.
    await writeFile(`${file}.partial`, info.message as Buffer);
    await rename(`${file}.partial`, file);
    log.info(
      { kind: message.kind, file, link: logLinks ? message.link : redactLink(message.link) },
      'mail written to the outbox',
    );
  }

  return {
    queue(message) {
      const sending = deliver(message)
        .catch((error: unknown) => log.error({ kind: message.kind, err: error }, 'mail could not be sent'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    send: deliver,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
