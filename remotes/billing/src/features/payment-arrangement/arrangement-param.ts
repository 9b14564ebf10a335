/** `?arrange=now` on Payments & Billing opens the payment arrangement form at once (the dashboard card's link). */
export const ARRANGE_PARAM = 'arrange';
