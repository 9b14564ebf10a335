import type { AnyAction } from '../define-action';
import { getOutages, reportOutage } from './outages';
import { getEmailPromotions, setPromotionSubscription } from './promotions';
import { getReferrals, submitReferralLead } from './referrals';

/** Outages, referrals and email promotions: the customer's news and offers beyond their services. */
export const ENGAGEMENT_ACTIONS: AnyAction[] = [getOutages, reportOutage, getReferrals, submitReferralLead, getEmailPromotions, setPromotionSubscription];
