/** Megabytes as customers read them: '850 MB', '1 GB', '10.3 GB', '1 024 GB'. */
export function formatData(mb: number): string {
  if (!Number.isFinite(mb)) return '';
  if (Math.abs(mb) < 1024) return `${Math.round(mb)} MB`;
  const gb = Math.round((mb / 1024) * 10) / 10;
  const [whole, tenth] = gb.toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${tenth === '0' ? '' : `.${tenth}`} GB`;
}

/** '100 Mbps' or '1 Gbps'. */
export function formatSpeed(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`;
}
