import { ensureStyle } from '../layout/ensure-style';

const CSS = `
.portal-devices { list-style: none; margin: 12px 0; padding: 0; display: grid; gap: 8px; }
.portal-devices__item { display: flex; justify-content: space-between; align-items: center; gap: 12px; border: 1px solid var(--portal-border, #ddd); border-radius: 8px; padding: 12px; }
.portal-devices__meta { color: var(--portal-muted, #555); font-size: .875rem; }
`;

/** The registered devices list's styles, added when it first shows. */
export const ensureDevicesStyles = () => ensureStyle('portal-devices-styles', CSS);
