import nodemailer from 'nodemailer';
import type { MailAdapter } from './mail-adapter';
import type { SmtpSettings } from './mail-settings';

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/** What a failed try says in the outbox and the log: the relay's code and command, never its credentials. */
function reasonOf(error: SmtpError, settings: SmtpSettings) {
  const where = `${settings.host}:${settings.port}`;
  if (error.responseCode) return `${where} answered ${error.responseCode}${error.command ? ` to ${error.command}` : ''}`;
  return `${where}: ${error.code ?? 'error'} (${(error.message ?? '').replace(/\s+/g, ' ').slice(0, 200)})`;
}

/** SMTP through nodemailer: smtps:// (TLS), or smtp:// with STARTTLS (required unless the relay is on this machine); AUTH when a user is set. */
export function smtpMailAdapter(settings: SmtpSettings): MailAdapter {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    tls: settings.ca ? { ca: settings.ca } : undefined,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    // nodemailer logs nothing of its own: a failed try is logged by the outbox, without the credentials.
    logger: false,
  });
  return {
    kind: 'smtp',
    timeoutMs: settings.timeoutMs,
    async send(message, signal) {
      if (signal.aborted) throw new Error('The server is closing: the message is tried again.');
      try {
        await transport.sendMail({
          from: { name: settings.from.name ?? message.fromName, address: settings.from.address },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          headers: message.headers,
          attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        });
        return { status: 'sent' };
      } catch (raw) {
        const error = raw as SmtpError;
        const permanent = (error.responseCode ?? 0) >= 500 && error.command === 'RCPT TO';
        if (permanent) return { status: 'recipient-refused', reason: reasonOf(error, settings) };
        throw new Error(reasonOf(error, settings));
      }
    },
    async close() {
      transport.close();
    },
  };
}
