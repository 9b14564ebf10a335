import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A platform authenticator in software, for tests: makes an ES256 passkey and signs assertions
 * exactly as a browser's authenticator would, with switches to misbehave (no user verification,
 * a counter that does not move, another origin or RP ID).
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export interface Misbehaviour {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** Use this counter instead of the next one. */
  counter?: number;
}

export function softAuthenticator(defaults: { origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  let counter = 0;

  const flags = (userVerified: boolean, attested: boolean) => 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  const rpIdOf = (origin: string) => new URL(origin).hostname;

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create, flattened as spec §7 auth.webauthn.VerifyRegistration sends it. */
    create(options: { challenge: string; rp: { id?: string } }, misbehave: Misbehaviour = {}) {
      const origin = misbehave.origin ?? defaults.origin;
      const rpId = misbehave.rpId ?? options.rp.id ?? rpIdOf(origin);
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(misbehave.userVerified ?? true, true)]),
        counterBytes(counter),
        Buffer.alloc(16),
        Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        encodeCbor(coseKey),
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(encodeCbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      };
    },

    /** navigator.credentials.get, flattened as auth.webauthn.Authenticate sends it. */
    get(options: { challenge: string; rpId?: string }, misbehave: Misbehaviour = {}) {
      const origin = misbehave.origin ?? defaults.origin;
      const rpId = misbehave.rpId ?? options.rpId ?? rpIdOf(origin);
      counter = misbehave.counter ?? counter + 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(misbehave.userVerified ?? true, false)]), counterBytes(counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      };
    },
  };
}
