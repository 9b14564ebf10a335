import { isActionError, messageForPeople } from '@portal/contract';

/** '10 GB', '512 MB', '1.5 GB'. */
export function sizeText(mb: number) {
  if (mb >= 1024) return `${(Math.round((mb / 1024) * 10) / 10).toFixed(1).replace(/\.0$/, '')} GB`;
  return `${Math.round(mb)} MB`;
}

/** The field a refusal names, without the prefix of the object it sits in ('record.value' → 'value'). */
export function refusedField(error: unknown, prefix = ''): string | undefined {
  if (!isActionError(error) || !error.field) return undefined;
  return prefix && error.field.startsWith(prefix) ? error.field.slice(prefix.length) : error.field;
}

export const errorText = (error: Error) => messageForPeople(error);
