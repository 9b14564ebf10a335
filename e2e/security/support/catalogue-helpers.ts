import { accountAreaDownloads, billingDownloads, catalogue, serviceToolDownloads, ticketDownloads, ticketUploads } from '@portal/contract/catalogue';

/**
 * The action catalogue seen from outside: every action, download and upload name with its input schema (an
 * upload's: its json part), and the
 * fields of those schemas, found by walking the zod definitions. The attacks enumerate from here, so an action
 * added to the catalogue is attacked without anyone remembering to list it.
 */

export const ACTION_NAMES = Object.keys(catalogue).sort();
export const DOWNLOADS: Record<string, Schema> = { ...accountAreaDownloads, ...billingDownloads, ...ticketDownloads, ...serviceToolDownloads };
export const DOWNLOAD_NAMES = Object.keys(DOWNLOADS).sort();
/** Uploads (POST .../upload/<name>, multipart): the schema of each one's json part. */
export const UPLOADS: Record<string, Schema> = { ...ticketUploads };
export const UPLOAD_NAMES = Object.keys(UPLOADS).sort();

export const inputSchemaOf = (name: string): Schema =>
  name in catalogue ? (catalogue as Record<string, { input: Schema }>)[name].input : (DOWNLOADS[name] ?? UPLOADS[name]);

/** The route a name is served on. */
export const routeOf = (name: string): 'action' | 'download' | 'upload' =>
  name in DOWNLOADS ? 'download' : name in UPLOADS ? 'upload' : 'action';

/** A zod schema of the catalogue (zod is the contract's dependency, not this package's: only its definitions are read). */
export type Schema = object;

/** The parts of a zod v4 definition this walker reads. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
  values?: unknown[];
  entries?: Record<string, string | number>;
  valueType?: Schema;
}

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema with its wrappers (optional, nullable, default, pipe, transform...) taken off. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else return current;
  }
  return current;
}

/** What a leaf accepts, in the terms a fuzzer needs. */
export type Leaf =
  | { kind: 'string'; maxLength: number | null }
  | { kind: 'number'; min: number | null; max: number | null; int: boolean }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: unknown[] }
  | { kind: 'enum'; values: (string | number)[] }
  | { kind: 'other'; type: string };

export function leafOf(schema: Schema): Leaf {
  const bare = unwrap(schema) as unknown as {
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    isInt?: boolean;
  };
  const def = defOf(bare as Schema);
  switch (def.type) {
    case 'string':
      return { kind: 'string', maxLength: bare.maxLength ?? null };
    case 'number':
      return { kind: 'number', min: bare.minValue ?? null, max: bare.maxValue ?? null, int: bare.isInt === true };
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
      return { kind: 'literal', values: def.values ?? [] };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    default:
      return { kind: 'other', type: def.type };
  }
}

/** The object shapes a schema accepts (a union gives several); empty for a schema that is not an object. */
export function objectShapes(schema: Schema): Record<string, Schema>[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return [def.shape ?? {}];
  if (def.type === 'union') return (def.options ?? []).flatMap(objectShapes);
  return [];
}

export interface Field {
  /** Dotted path from the body's root; an array's element is `[]`. */
  path: string;
  /** The last key of the path. */
  key: string;
  schema: Schema;
}

/** Every keyed field of an input schema, at any depth, through unions and arrays. */
export function fieldsOf(schema: Schema, prefix = ''): Field[] {
  const fields: Field[] = [];
  for (const shape of objectShapes(schema)) {
    for (const [key, child] of Object.entries(shape)) {
      const path = prefix ? `${prefix}.${key}` : key;
      fields.push({ path, key, schema: child });
      const bare = unwrap(child);
      const def = defOf(bare);
      if (def.type === 'array') {
        fields.push(...fieldsOf(def.element!, `${path}[]`));
      } else {
        fields.push(...fieldsOf(bare, path));
      }
    }
  }
  return fields.filter((f, i) => fields.findIndex((g) => g.path === f.path) === i);
}

/**
 * Field names that may name an object (a row, a person, an account, a device, a document...). Deliberately broad:
 * a field that matches but names no object is listed in the IDOR matrix as such, with the reason.
 */
const ID_LIKE = /^(id|ids|token)$|(Id|Ids|Tag|Tags|Code|Codes|Number|Numbers|Token|Reference|Address|Key|Name)$/;

/** `name → field paths` of every action, download and upload whose input has a field that may name an object. */
export function idTakingInputs(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of [...ACTION_NAMES, ...DOWNLOAD_NAMES, ...UPLOAD_NAMES]) {
    const paths = fieldsOf(inputSchemaOf(name))
      .filter((f) => ID_LIKE.test(f.key))
      .map((f) => f.path);
    if (paths.length) found[name] = [...new Set(paths)].sort();
  }
  return found;
}
