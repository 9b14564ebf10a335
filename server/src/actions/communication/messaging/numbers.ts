/** '1 000': digits grouped by thousands with a plain space, as the portal writes counts. */
export const groupDigits = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
