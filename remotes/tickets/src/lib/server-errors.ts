import { ERROR_CODES, isActionError } from '@portal/contract';

/**
 * Where a refused request's message belongs: the form field the server names (its message without the
 * 'field: ' prefix the server puts before it), or null for the form as a whole.
 */
export function fieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!isActionError(error)) return null;
  // Too large (413) is about the files, though the server names no field.
  if (error.code === ERROR_CODES.tooLarge && (fields as readonly string[]).includes('files')) return { field: 'files' as F, message: error.message };
  if (!error.field) return null;
  const named = error.field.split('.')[0];
  const field = fields.find((f) => f === named);
  if (!field) return null;
  return { field, message: error.message.replace(new RegExp(`^${error.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `), '') };
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
