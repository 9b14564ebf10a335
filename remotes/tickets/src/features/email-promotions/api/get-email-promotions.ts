import type { ActionOutput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export type EmailPromotions = ActionOutput<'promotions.GetEmailPromotions'>;
export type PromotionList = EmailPromotions['lists'][number];
export type CurrentPromotion = EmailPromotions['promotions'][number];

export const emailPromotionsQueryOptions = () => actionQueryOptions('promotions.GetEmailPromotions', {});

/** The signed-in person's promotion lists (opted in or out) and the promotions running now. */
export const useEmailPromotions = () => useQuery(emailPromotionsQueryOptions());
