import { isActionError, messageForPeople } from '@portal/contract';

/** '10 GB', '512 MB', '1.5 GB'. */
export function sizeText(mb: number) {
  if (mb >= 1024) return `${(Math.round((mb / 1024) * 10) / 10).toFixed(1).replace(/\.0$/, '')} GB`;
  return `${Math.round(mb)} MB`;
}

/** '0.62 A', '1 A', '5.3 A' */
export const ampsText = (amps: number) => `${String(Math.round(amps * 100) / 100)} A`;

/** Seconds since the epoch of a YYYY-MM-DD day (what the charts take). */
export const dayTimes = (days: string[]) => days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);

/** The field a refusal names. */
export const refusedField = (error: unknown) => (isActionError(error) && error.field ? error.field : undefined);

export const errorText = (error: Error) => messageForPeople(error);

/** '082 123 4567' */
export const cellText = (cell: string) => (cell.length === 10 ? `${cell.slice(0, 3)} ${cell.slice(3, 6)} ${cell.slice(6)}` : cell);
