import { z } from 'zod';
import { text } from './common';

export const promotionList = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  subscribed: z.boolean(),
  /** When this person last opted in or out; null if never. */
  changedAt: z.string().nullable(),
});
export type PromotionList = z.infer<typeof promotionList>;

export const currentPromotion = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  terms: z.string(),
  validUntil: z.string(),
});
export type CurrentPromotion = z.infer<typeof currentPromotion>;

export const emailPromotions = z.object({
  /** The signed-in contact's email address, where promotions are sent. */
  email: z.string(),
  lists: z.array(promotionList),
  /** Promotions running now, soonest ending first. */
  promotions: z.array(currentPromotion),
});
export type EmailPromotions = z.infer<typeof emailPromotions>;

export const promotionActions = {
  /** Any signed-in user; opt-ins belong to the signed-in person. */
  'promotions.GetEmailPromotions': { input: z.strictObject({}), output: emailPromotions },
  /** Opt in or out of one list; an unknown list is 404. Answers the whole page again. */
  'promotions.SetPromotionSubscription': {
    input: z.strictObject({ listKey: text(40).pipe(z.string().min(1)), subscribed: z.boolean() }),
    output: emailPromotions,
  },
} as const;
