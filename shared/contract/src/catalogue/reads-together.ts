import { z } from 'zod';
import { DASHBOARD_CARD_READS, SHELL_READS } from '../dashboard-reads';
import type { ActionName } from './index';

/**
 * The reads the server answers together in one request (READS_PATH): the shell's and the dashboard cards', each with
 * an empty input, none changing anything. One request instead of ten takes most of the dashboard's API round trips
 * off a phone's network. Any other action is refused there: it is called on its own.
 */
export const READS_TOGETHER: readonly ActionName[] = [...new Set([...SHELL_READS, ...Object.values(DASHBOARD_CARD_READS).flat()])];

/** The body of POST READS_PATH: some of READS_TOGETHER, each at most once. */
export const readsTogetherInput = z
  .object({
    reads: z
      .array(z.enum(READS_TOGETHER as [ActionName, ...ActionName[]]))
      .min(1)
      .refine((names) => new Set(names).size === names.length, 'each read may be asked once'),
  })
  .strict();
