import { formatCurrency } from '@portal/ui';

/** 'R 3 927.00', or 'R 250.00 in credit' when the balance is in the customer's favour. */
export const balanceText = (balance: number) => (balance < 0 ? `${formatCurrency(-balance)} in credit` : formatCurrency(balance));
