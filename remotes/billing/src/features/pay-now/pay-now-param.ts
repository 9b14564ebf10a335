/** `?pay=now` on Payments & Billing opens the Credit Card Payment modal at once (the dashboard's 'Pay now'). */
export const PAY_NOW_PARAM = 'pay';
