export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message to one person: both parts always, never a token, a PIN or a full card or bank account number. */
export interface MailMessage {
  to: string;
  /** The sender's display name when MAIL_FROM gives none: the instance's brand. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe (RFC 8058); never one of the message's own (From, To, Subject). */
  headers?: Record<string, string>;
  /** `<outbox-event-id@portal>`: the same on every try of one job, so a repeat after a lost answer is recognisable. */
  messageId: string;
}

/** sent; or the relay refused the recipient for good (5xx to RCPT TO): trying again would not help. Anything else throws, to be tried again. */
export type MailOutcome = { status: 'sent' } | { status: 'recipient-refused'; reason: string };

export interface MailAdapter {
  readonly kind: string;
  send(message: MailMessage, signal: AbortSignal): Promise<MailOutcome>;
  /** The longest one send may take before it counts as failed (the outbox's lease outlives it). */
  readonly timeoutMs: number;
  close?(): Promise<void>;
}

export interface DemoMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
  headers: Record<string, string>;
  sentAt: string;
}

const MAILBOX_SIZE = 200;

/** The demo: every message is kept, newest last, for GET /api/dev/mailbox (demo mode only) and a line is printed. */
export function demoMailAdapter(print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {
  const mailbox: DemoMail[] = [];
  return {
    kind: 'demo' as const,
    mailbox,
    timeoutMs: 10_000,
    async send(message: MailMessage): Promise<MailOutcome> {
      mailbox.push({
        to: message.to,
        from: message.fromName,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
        headers: message.headers ?? {},
        sentAt: new Date().toISOString(),
      });
      if (mailbox.length > MAILBOX_SIZE) mailbox.shift();
      print(`[demo e-mail to ${message.to}] ${message.subject}`);
      return { status: 'sent' };
    },
  };
}

export type DemoMailAdapter = ReturnType<typeof demoMailAdapter>;

export const isDemoMailAdapter = (adapter: MailAdapter | undefined): adapter is DemoMailAdapter =>
  adapter?.kind === 'demo' && Array.isArray((adapter as Partial<DemoMailAdapter>).mailbox);
