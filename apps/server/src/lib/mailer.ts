/**
 * Outgoing mail. With SMTP_URL set, a real message goes out through nodemailer; without it the
 * message (and the link in it) is written to the log, so a developer can still follow the flow.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export async function createMailer(
  options: { smtpUrl?: string | undefined; from: string },
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<Mailer> {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mail: message },
          `mail to ${message.to} (no SMTP_URL): ${message.subject}\n${message.text}`,
        );
      },
    };
  }
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
