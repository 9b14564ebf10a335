/** Sends text messages. The demo adapter prints them and keeps an outbox; a real one talks to an SMS gateway. */
export interface SmsAdapter {
  readonly kind: string;
  send(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

export function demoSmsAdapter(print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {
  const outbox: OutboxMessage[] = [];
  return {
    kind: 'demo' as const,
    outbox,
    async send(to: string, text: string) {
      outbox.push({ to, text, sentAt: new Date().toISOString() });
      if (outbox.length > 1000) outbox.shift();
      print(`[demo SMS to ${to}] ${text}`);
    },
  };
}

export type DemoSmsAdapter = ReturnType<typeof demoSmsAdapter>;
