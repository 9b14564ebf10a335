import type { ActionOutput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export type Referrals = ActionOutput<'referrals.GetReferrals'>;
export type ReferralLead = Referrals['leads'][number];

/** The account's referral code and link, the reward, the credit earned and the people referred. */
export const useReferrals = () => useQuery(actionQueryOptions('referrals.GetReferrals', {}));
