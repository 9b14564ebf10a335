/** Sends text messages. The demo adapter prints them and keeps an outbox; a real one would talk to an SMS gateway. */
export interface SmsAdapter {
  readonly kind: string;
  send(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

const OUTBOX_SIZE = 1000;

/**
 * The demo: each text is printed on the server's console (printing the PIN there is the point)
 * and kept, oldest first, for GET /api/dev/outbox. It never goes through the request logger.
 */
export function demoSmsAdapter(print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {
  const outbox: OutboxMessage[] = [];
  return {
    kind: 'demo' as const,
    outbox,
    async send(to: string, text: string) {
      outbox.push({ to, text, sentAt: new Date().toISOString() });
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      print(`[demo SMS to ${to}] ${text}`);
    },
  };
}

export type DemoSmsAdapter = ReturnType<typeof demoSmsAdapter>;

export const isDemoSmsAdapter = (adapter: SmsAdapter): adapter is DemoSmsAdapter =>
  adapter.kind === 'demo' && Array.isArray((adapter as Partial<DemoSmsAdapter>).outbox);

/** The adapter SMS_ADAPTER names; only the demo exists so far, so any other name stops the start with a clear message. */
export function smsAdapterFromEnv(name = process.env.SMS_ADAPTER || 'demo'): SmsAdapter {
  if (name === 'demo') return demoSmsAdapter();
  throw new Error(`SMS_ADAPTER=${name}: no such SMS adapter. Only 'demo' exists so far (see server/src/adapters/sms.ts for the interface).`);
}
