import { ensureStyle } from '../layout/ensure-style';

const CSS = `
.portal-terms { background: var(--portal-surface, #fff); border-radius: 12px; padding: 24px 20px; display: grid; gap: 12px; max-width: 720px; margin: 0 auto; }
.portal-terms h1 { margin: 0; }
.portal-terms__text { max-height: 50vh; overflow: auto; border: 1px solid var(--portal-border, #ddd); border-radius: 8px; padding: 0 16px; }
.portal-terms__text:focus-visible { outline: 3px solid var(--portal-primary, #420A38); outline-offset: 2px; }
.portal-terms__text h2 { font-size: 1rem; margin: 16px 0 4px; }
.portal-terms__actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** The terms of use page's styles, added when it first shows. */
export const ensureTermsStyles = () => ensureStyle('portal-terms-styles', CSS);
