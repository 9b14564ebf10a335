import { formatNumber } from '@portal/contract/format';
/** '1 000': counts as the portal writes them (a plain space between thousands). */
export const formatCount = (n: number) => formatNumber(n);

/** '23.4%' of a 0..1 share. */
export const formatRate = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
