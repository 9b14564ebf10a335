/** '1 000': counts as the portal writes them (a plain space between thousands). */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** '23.4%' of a 0..1 share. */
export const formatRate = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
