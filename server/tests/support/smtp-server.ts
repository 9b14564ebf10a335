import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as it arrived: parsed by mailparser, with its raw source and who the session authenticated as. */
export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  envelopeTo: string[];
  authUser?: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** How many messages were refused with a 4xx (refuseNext). */
  refused: number;
  /** The next `count` messages are refused at DATA with `code` (451: try again later). */
  refuseNext(count: number, code?: number): void;
  /** Failed AUTH attempts (a wrong user or password). */
  authFailures: number;
  /** RCPT TO this address is answered 550 (no such mailbox), for good. */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1 made with openssl: its key, and the certificate as the CA to trust. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const run = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`openssl (the Debian package openssl) could not make a certificate: ${run.error?.message ?? run.stderr}`);
  const pair = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert };
  return { ...pair, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1:`port`: plain without STARTTLS, or TLS from the first byte
 * (`tls`), taking AUTH PLAIN/LOGIN for `auth` only when given. Every accepted message is parsed with mailparser.
 */
export async function startSmtpServer(port: number, options: { tls?: { key: string; cert: string }; auth?: { user: string; password: string } } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuse = { count: 0, code: 451 };
  const state = { refused: 0, authFailures: 0 };
  const unknownRecipients = new Set<string>();
  const config: SMTPServerOptions = {
    secure: Boolean(options.tls),
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: options.tls ? [] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.password) return callback(null, { user: auth.username });
      state.authFailures += 1;
      const error = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (unknownRecipients.has(address.address)) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse.count > 0) {
          refuse.count -= 1;
          state.refused += 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: refuse.code }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ parsed, raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address), authUser: session.user as string | undefined });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(config);
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    received,
    get refused() {
      return state.refused;
    },
    get authFailures() {
      return state.authFailures;
    },
    refuseRecipient(address) {
      unknownRecipients.add(address);
    },
    refuseNext(count, code = 451) {
      refuse = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
