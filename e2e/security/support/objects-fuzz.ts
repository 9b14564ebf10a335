import fc from 'fast-check';
import { leafOf, objectShapes, unwrap, type Schema } from './catalogue-helpers';

/**
 * Bodies for the schema fuzzer: anything at all, and bodies shaped like an input schema (its keys) whose values
 * are sometimes right and often hostile.
 */

const INT32 = [2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 0, -1, 4_294_967_296, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5];

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values no field should fall over on. */
export const hostile = fc.oneof(
  fc.constantFrom(...INT32),
  fc.constantFrom('', ' ', 'a\u0000b', '\u0000', '\uFFFF\uD800', '𝕏😀\u202e', '%00', '../../etc/passwd', "' or 1=1 --", '${jndi:x}', '<script>x</script>'),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }),
  fc.integer({ min: 10, max: 2000 }).map(deep),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.double(),
);

function valueFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const leaf = leafOf(schema);
  const shapes = objectShapes(schema);
  const bare = unwrap(schema) as unknown as { _zod: { def: { type: string; element?: Schema } } };
  let right: fc.Arbitrary<unknown>;
  if (shapes.length && depth < 4) right = fc.oneof(...shapes.map((s) => shaped(s, depth + 1)));
  else if (bare._zod.def.type === 'array' && depth < 4) right = fc.array(valueFor(bare._zod.def.element!, depth + 1), { maxLength: 4 });
  else if (leaf.kind === 'string') right = fc.string({ maxLength: leaf.maxLength ?? 40 });
  else if (leaf.kind === 'number')
    right = leaf.int
      ? fc.integer({ min: Math.max(leaf.min ?? -1e9, -2_147_483_648), max: Math.min(leaf.max ?? 1e9, 2_147_483_647) })
      : fc.double({ min: leaf.min ?? -1e9, max: leaf.max ?? 1e9, noNaN: true });
  else if (leaf.kind === 'boolean') right = fc.boolean();
  else if (leaf.kind === 'literal') right = fc.constantFrom(...(leaf.values.length ? leaf.values : [null]));
  else if (leaf.kind === 'enum') right = fc.constantFrom(...leaf.values);
  else right = fc.jsonValue({ maxDepth: 2 });
  return fc.oneof({ arbitrary: right, weight: 3 }, { arbitrary: hostile, weight: 2 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
}

function shaped(shape: Record<string, Schema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(shape[k], depth)])), { requiredKeys: [] });
  return fc.tuple(record, fc.option(fc.constantFrom('__proto__', 'constructor', 'extra', 'prototype'), { nil: undefined }), hostile).map(([body, key, value]) =>
    key ? { ...body, [key]: value } : body,
  );
}

/** A JSON text: the body as sent. Objects with a `__proto__` key are written out as text, so the key really is sent. */
const asText = (value: unknown) => JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null';

/** Raw bodies: broken JSON, prototype pollution written by hand, bodies that are not objects. */
const RAW = [
  '{',
  '{"a":',
  '[1,2',
  'not json',
  '"just a string"',
  '12',
  'null',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  `{"a":"${'\\u0000'}"}`,
  '\u0000',
  '[]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** A body for the action with this input schema, as the text to send. */
export function bodyFor(schema: Schema): fc.Arbitrary<string> {
  const shapes = objectShapes(schema);
  return fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }).map(asText), weight: 2 },
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW), weight: 1 },
    ...(shapes.length ? [{ arbitrary: fc.oneof(...shapes.map((s) => shaped(s, 0))).map(asText), weight: 6 }] : []),
  );
}

/** A PNG's first bytes: a file whose type is right, so the json part is what gets judged. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ca0000000049454e44ae426082', 'hex');

const fileName = fc.oneof(
  fc.constantFrom('notes.txt', 'photo.png', 'report.pdf', '', '.', '..', '../../etc/passwd', '..\\..\\boot.ini', 'a\u0000b.txt', 'CON', 'x'.repeat(1000), 'ünïcödé 😀.txt', 'noextension'),
  fc.string({ maxLength: 60 }),
);

const fileData = fc.oneof(
  fc.constant(PNG),
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.alloc(0)),
);

export interface FuzzedUpload {
  /** The json part as sent (a generated body), or undefined to leave it out. */
  json: string | undefined;
  files: { fileName: string; contentType: string; data: Buffer }[];
}

/**
 * A valid body with one key given a hostile value, one key dropped, or left as it is (with a fresh idempotency key):
 * bodies that pass the schema often, so what the handler does next is fuzzed too.
 */
export function mutationsOf(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const fresh = () => ({ ...valid, ...('idempotencyKey' in valid ? { idempotencyKey: `fuzz-${crypto.randomUUID()}` } : {}) });
  return fc.oneof(
    fc.constant(null).map(() => asText(fresh())),
    fc.tuple(fc.constantFrom(...keys), hostile).map(([key, value]) => asText({ ...fresh(), [key]: value })),
    fc.constantFrom(...keys).map((key) => asText(Object.fromEntries(Object.entries(fresh()).filter(([k]) => k !== key)))),
  );
}

/**
 * An upload for the action with this json-part schema: generated json (and mutations of `valid`, when given), and a
 * few files with odd names and bytes.
 */
export function uploadFor(schema: Schema, valid?: Record<string, unknown>): fc.Arbitrary<FuzzedUpload> {
  return fc.record({
    json: fc.oneof(
      { arbitrary: bodyFor(schema), weight: 5 },
      ...(valid ? [{ arbitrary: mutationsOf(valid), weight: 5 }] : []),
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    files: fc.array(
      fc.record({ fileName, contentType: fc.constantFrom('text/plain', 'image/png', 'application/pdf', 'application/x-msdownload', ''), data: fileData }),
      { maxLength: 3 },
    ),
  });
}
