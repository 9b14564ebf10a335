import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badInput, unsupportedMediaType } from './action-failure';

/** 'cellNumber: Please enter a valid phone number.' — the first issue, naming its field. */
export function describeIssue(error: z.ZodError): { field?: string; message: string } {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const field = [...path, issue.keys[0]].join('.');
    return { field, message: `${field}: this field is not expected.` };
  }
  const field = path.join('.');
  const message = issue.message.replace(/^Invalid input: /, '');
  return field ? { field, message: `${field}: ${message}` } : { message: `The request body is not valid: ${message}.` };
}

/** The path of the first string or key holding a NUL byte, which PostgreSQL text cannot store. */
function findNulByte(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replace(/\u0000/g, '')];
    const found = findNulByte(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The body parsed by the schema, or a 400 that names the field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const nul = findNulByte(body);
  if (nul) {
    const field = nul.join('.') || undefined;
    throw badInput(`${field ? `${field}: ` : ''}must not contain NUL bytes.`, field);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { field, message } = describeIssue(parsed.error);
    throw badInput(message, field);
  }
  return parsed.data;
}

/**
 * The JSON body of an action or download request; no body at all counts as `{}`.
 * Fastify already answers 415 for content types it has no parser for; multipart has one
 * (for uploads), so it is refused here.
 */
export function jsonBody(request: FastifyRequest): unknown {
  if (request.isMultipart()) throw unsupportedMediaType();
  return request.body === undefined ? {} : request.body;
}
