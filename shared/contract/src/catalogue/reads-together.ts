import { z } from 'zod';
import { READS_TOGETHER } from '../dashboard-reads';
import type { ActionName } from './index';

/** The body of POST READS_PATH: some of READS_TOGETHER, each at most once. */
export const readsTogetherInput = z
  .object({
    reads: z
      .array(z.enum(READS_TOGETHER as [ActionName, ...ActionName[]]))
      .min(1)
      .refine((names) => new Set(names).size === names.length, 'each read may be asked once'),
  })
  .strict();
