import { actionPath, downloadPath, READS_PATH, uploadPath } from '@portal/contract';
import { catalogue, READS_TOGETHER, type ActionName } from '@portal/contract/catalogue';
import { z } from 'zod';
import { ACTIONS, DOWNLOADS, UPLOADS } from '../actions/registry';

/**
 * docs/actions.md, made from the catalogue's schemas and the server's definitions (auth and modules), so the
 * reference cannot drift from what the server enforces. `pnpm --filter @portal/server docs:actions` writes it; a test
 * fails when the file differs from what this renders.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const AUTH_WORDS = {
  public: 'public (no token needed)',
  session: 'session (a signed-in token)',
  fresh: 'fresh (a token issued within the last 120 s: re-authenticate first)',
} as const;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'any';
}

function limitsOf(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) notes.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) notes.push(`${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) notes.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '∞'} items`);
  if (schema.format) notes.push(schema.format);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.join(', ');
}

/** One row per field, nested objects (and objects in arrays) flattened to dotted paths. */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const required = schema.required?.includes(name) ? 'yes' : 'no';
    const object = field.type === 'object' && field.properties ? field : undefined;
    const itemObject = field.type === 'array' && field.items?.type === 'object' && field.items.properties ? field.items : undefined;
    const type = object ? 'object' : itemObject ? 'array of objects' : typeOf(field);
    rows.push(`| \`${path}\` | ${cell(type)} | ${required} | ${cell(limitsOf(field))} |`);
    if (object) rows.push(...fieldRows(object, `${path}.`));
    if (itemObject) rows.push(...fieldRows(itemObject, `${path}[].`));
  }
  return rows;
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

function fieldTable(schema: z.ZodType, io: 'input' | 'output'): string {
  const rows = fieldRows(jsonSchemaOf(schema, io));
  if (!rows.length) return io === 'input' ? 'No fields: send `{}`.' : 'No fields.';
  return ['| Field | Type | Required | Limits |', '|---|---|---|---|', ...rows].join('\n');
}

const groupOf = (name: string) => name.split('.').slice(0, -1).join('.') || 'general';

export function renderActionReference(): string {
  const definitions = new Map(ACTIONS.map((a) => [a.name, a]));
  const names = (Object.keys(catalogue) as ActionName[]).filter((name) => definitions.has(name)).sort();
  const out: string[] = [
    '# Action reference',
    '',
    'Generated from the action catalogue (`shared/contract/src/catalogue`) and the server\'s action definitions by',
    '`pnpm --filter @portal/server docs:actions`; a server test fails when this file is out of date. Do not edit it by hand.',
    '',
    `Every action is \`POST ${actionPath('<name>')}\` with a JSON body and the access token in the`,
    '`x-portal-authorization` header. The answer is an envelope: `{ "success": true, "result": … }`, or',
    '`{ "success": false, "errors": [{ "code", "message", "field" }], "correlationId" }` with a 4xx status for input the',
    'schema refuses (never 5xx). Unknown fields are refused. Another account\'s object answers exactly like an unknown one (404).',
    '',
    '**Auth**: public — anyone; session — a live token; fresh — a live token issued within the last 120 s (sensitive',
    'actions: the portal asks the person to re-authenticate, then repeats the call). **Modules**: the token must carry',
    'each of these portal modules (`account`, `billing`, …); a service action also needs the module of the service\'s area.',
    '',
    `**Several reads at once**: \`POST ${READS_PATH}\` with \`{ "reads": [<name>, …] }\` answers some of these reads, each`,
    'with an empty input, in one request: `{ "success": true, "result": { "answers": [{ "name", "status", "success",',
    '"result", "errors" }, …] } }`, in the order asked, each with the status and envelope it would have had on its own (one',
    'refused read does not fail the others); a token that is no longer live is a 401 for the whole request. The dashboard',
    'opens with them. Any other name, or a name twice, is a 400 and nothing is read.',
    `These reads: ${READS_TOGETHER.map((name) => `\`${name}\``).join(', ')}.`,
    '',
  ];
  let group = '';
  for (const name of names) {
    const definition = definitions.get(name)!;
    const entry = catalogue[name];
    if (groupOf(name) !== group) {
      group = groupOf(name);
      out.push(`## ${group}`, '');
    }
    out.push(`### \`${name}\``, '');
    out.push(`Auth: ${AUTH_WORDS[definition.auth]}${definition.modules?.length ? ` · Modules: ${definition.modules.join(', ')}` : ''}`, '');
    out.push('Input:', '', fieldTable(entry.input, 'input'), '');
    out.push('Result:', '', fieldTable(entry.output, 'output'), '');
  }
  const files = [
    ...DOWNLOADS.map((d) => ({ path: downloadPath(d.name), ...d })),
    ...UPLOADS.map((u) => ({ path: uploadPath(u.name), ...u })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  out.push('## Downloads and uploads', '');
  out.push('A download answers the file (attachment, no-store); an upload is `multipart/form-data` with the fields below as its `json` part.', '');
  for (const file of files) {
    out.push(`### \`POST ${file.path}\``, '');
    out.push(`Auth: ${AUTH_WORDS[file.auth]}${file.modules?.length ? ` · Modules: ${file.modules.join(', ')}` : ''}`, '');
    out.push(fieldTable(file.input, 'input'), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
