/** The design system's stylesheet: one <style> element, CSS custom properties for the theme. */
const css = (primary: string) => `
:root {
  --portal-primary: ${primary};
  --portal-on-primary: #fff;
  --portal-background: #f6f4f6;
  --portal-surface: #fff;
  --portal-text: #1d1d1f;
  --portal-muted: #565660;
  --portal-border: #d3d0d6;
  --portal-hover: rgba(66, 10, 56, 0.06);
  --portal-link: ${primary};
  --portal-focus: #1a73e8;
  --portal-danger: #b3261e;
  --portal-success: #1e6b35;
  --portal-warning: #7a4d00;
  --portal-radius: 10px;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --portal-background: #161417;
    --portal-surface: #221f24;
    --portal-text: #f1eef2;
    --portal-muted: #b9b3bd;
    --portal-border: #443f47;
    --portal-hover: rgba(255, 255, 255, 0.08);
    --portal-link: #e7b6dc;
    --portal-focus: #8ab4f8;
    --portal-danger: #f2b8b5;
    --portal-success: #8fd6a3;
    --portal-warning: #f5c77e;
    color-scheme: dark;
  }
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 16px; line-height: 1.5;
  background: var(--portal-background); color: var(--portal-text); -webkit-text-size-adjust: 100%; }
a { color: var(--portal-link); }
:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
h1, h2, h3 { line-height: 1.25; }
.portal-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.portal-skip-link { position: absolute; left: 8px; top: -48px; z-index: 100; padding: 8px 12px; background: var(--portal-surface);
  color: var(--portal-text); border-radius: 6px; }
.portal-skip-link:focus { top: 8px; }

.portal-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 18px;
  border-radius: var(--portal-radius); border: 1px solid transparent; font: inherit; font-weight: 600; cursor: pointer;
  text-decoration: none; white-space: nowrap; }
.portal-button:disabled { opacity: .6; cursor: not-allowed; }
.portal-button--primary { background: var(--portal-primary); color: var(--portal-on-primary); }
.portal-button--primary:hover:not(:disabled) { filter: brightness(1.15); }
.portal-button--secondary { background: var(--portal-surface); color: var(--portal-text); border-color: var(--portal-border); }
.portal-button--secondary:hover:not(:disabled) { border-color: var(--portal-primary); }
.portal-button--ghost { background: transparent; color: var(--portal-link); padding: 0 10px; }
.portal-button--ghost:hover:not(:disabled) { background: var(--portal-hover); }
.portal-button--danger { background: var(--portal-danger); color: #fff; }
.portal-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  display: inline-block; animation: portal-spin .8s linear infinite; }
@keyframes portal-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .portal-spinner { animation-duration: 2.4s; } * { scroll-behavior: auto !important; } }

.portal-field { display: grid; gap: 4px; margin-bottom: 4px; }
.portal-field__label { font-weight: 600; }
.portal-field__hint { margin: 0; color: var(--portal-muted); font-size: .9rem; }
.portal-field__error { margin: 0; color: var(--portal-danger); font-size: .95rem; font-weight: 500; }
.portal-input { width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; color: var(--portal-text); background: var(--portal-surface);
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius); }
.portal-input:focus { border-color: var(--portal-primary); }
.portal-field--invalid .portal-input { border-color: var(--portal-danger); border-width: 2px; }
.portal-pin { letter-spacing: .3em; font-size: 1.2rem; }
.portal-pin:placeholder-shown { letter-spacing: normal; font-size: 1rem; }
.portal-checkbox { grid-template-columns: auto 1fr; align-items: start; column-gap: 10px; }
.portal-checkbox__input { width: 22px; height: 22px; margin: 2px 0 0; accent-color: var(--portal-primary); }
.portal-checkbox .portal-field__error { grid-column: 1 / -1; }

.portal-modal__backdrop { position: fixed; inset: 0; z-index: 50; background: rgba(0,0,0,.45); display: flex;
  align-items: center; justify-content: center; padding: 16px; }
.portal-modal { background: var(--portal-surface); color: var(--portal-text); border-radius: 14px; width: 100%; max-height: 90vh;
  overflow: auto; box-shadow: 0 12px 40px rgba(0,0,0,.3); outline: none; }
.portal-modal--sm { max-width: 420px; } .portal-modal--md { max-width: 600px; } .portal-modal--lg { max-width: 900px; }
.portal-modal__header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 16px 20px 0; }
.portal-modal__title { margin: 0; font-size: 1.25rem; }
.portal-modal__close { min-width: 44px; min-height: 44px; border: 0; background: transparent; color: inherit; font-size: 26px;
  cursor: pointer; border-radius: 8px; }
.portal-modal__body { padding: 12px 20px; }
.portal-modal__footer { padding: 0 20px 20px; display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
@media (max-width: 761px) {
  .portal-modal__backdrop { padding: 0; align-items: flex-end; }
  .portal-modal { border-radius: 14px 14px 0 0; max-height: 95vh; }
  .portal-modal__footer .portal-button { flex: 1; }
}

.portal-tabs, .portal-link-tabs ul { display: flex; gap: 4px; overflow-x: auto; border-bottom: 1px solid var(--portal-border);
  margin: 0; padding: 0; list-style: none; scrollbar-width: thin; }
.portal-tabs__tab, .portal-link-tabs__tab { min-height: 44px; padding: 0 14px; display: inline-flex; align-items: center;
  border: 0; border-bottom: 3px solid transparent; background: transparent; color: var(--portal-muted); font: inherit;
  font-weight: 600; white-space: nowrap; cursor: pointer; text-decoration: none; }
.portal-tabs__tab[aria-selected='true'], .portal-link-tabs__tab[aria-current='page'] { color: var(--portal-text);
  border-bottom-color: var(--portal-primary); }

.portal-table__filter { margin-bottom: 12px; display: grid; gap: 4px; }
.portal-table__filter-row { display: flex; gap: 8px; }
.portal-table__scroll { overflow-x: auto; border: 1px solid var(--portal-border); border-radius: var(--portal-radius);
  background: var(--portal-surface); }
.portal-table table { width: 100%; border-collapse: collapse; }
.portal-table caption { text-align: left; padding: 8px 12px; font-weight: 600; }
.portal-table th, .portal-table td { padding: 10px 12px; text-align: left; border-bottom: 1px solid var(--portal-border); }
.portal-table th { font-size: .85rem; text-transform: uppercase; letter-spacing: .03em; color: var(--portal-muted); }
.portal-table tbody tr:last-child td { border-bottom: 0; }
.portal-table__row--selectable { cursor: pointer; }
.portal-table__row--selectable:hover { background: var(--portal-hover); }
.portal-table__row--highlighted { background: var(--portal-hover); box-shadow: inset 4px 0 0 var(--portal-primary); font-weight: 600; }
.portal-table__select { border: 0; background: transparent; color: var(--portal-link); font: inherit; font-weight: 600;
  padding: 0; min-height: 32px; cursor: pointer; text-align: left; text-decoration: underline; }
.portal-table__message { text-align: center; color: var(--portal-muted); padding: 24px 12px; }
.portal-table__footer { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-top: 8px; }
.portal-table__count { margin: 0; color: var(--portal-muted); }
.portal-pagination { display: flex; align-items: center; gap: 8px; }
@media (max-width: 761px) {
  .portal-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .portal-table tr { display: block; padding: 8px 0; border-bottom: 1px solid var(--portal-border); }
  .portal-table td { display: grid; grid-template-columns: 40% 1fr; gap: 8px; border: 0; padding: 4px 12px; }
  .portal-table td::before { content: attr(data-label); font-weight: 600; color: var(--portal-muted); }
  .portal-table td > .portal-badge { justify-self: start; }
  .portal-table td.portal-table__message { display: block; }
  .portal-table td.portal-table__message::before { content: none; }
}

.portal-alert { display: flex; gap: 8px; align-items: flex-start; padding: 12px 14px; border-radius: var(--portal-radius);
  border: 1px solid; margin: 8px 0; }
.portal-alert__text { flex: 1; }
.portal-alert--info { border-color: var(--portal-focus); }
.portal-alert--success { border-color: var(--portal-success); color: var(--portal-success); }
.portal-alert--warning { border-color: var(--portal-warning); color: var(--portal-warning); }
.portal-alert--error { border-color: var(--portal-danger); color: var(--portal-danger); }
.portal-alert__close { border: 0; background: transparent; color: inherit; font-size: 20px; min-width: 32px; min-height: 32px; cursor: pointer; }

.portal-state { display: grid; justify-items: center; gap: 8px; text-align: center; padding: 32px 16px; color: var(--portal-muted); }
.portal-state--loading { display: flex; justify-content: center; align-items: center; }
.portal-state__title { margin: 0; font-size: 1.1rem; color: var(--portal-text); font-weight: 600; }
.portal-state--error .portal-state__title { color: var(--portal-danger); }

.portal-card { background: var(--portal-surface); border: 1px solid var(--portal-border); border-radius: 14px; padding: 16px;
  margin-bottom: 16px; }
.portal-card__header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.portal-card__title { margin: 0; font-size: 1.15rem; }
.portal-badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: .85rem; font-weight: 600; border: 1px solid; }
.portal-badge--positive { color: var(--portal-success); border-color: var(--portal-success); }
.portal-badge--negative { color: var(--portal-danger); border-color: var(--portal-danger); }
.portal-badge--neutral { color: var(--portal-muted); border-color: var(--portal-border); }

.portal-service-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
.portal-service { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; padding: 16px;
  background: var(--portal-surface); border: 1px solid var(--portal-border); border-radius: 14px; }
.portal-service__product { margin: 0 0 4px; font-size: 1.05rem; }
.portal-service__meta { margin: 0; color: var(--portal-muted); font-size: .95rem; }
.portal-service__tag { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.portal-details { display: grid; grid-template-columns: minmax(120px, 40%) 1fr; gap: 6px 16px; margin: 0; }
.portal-details dt { color: var(--portal-muted); }
.portal-details dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
.portal-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); align-items: start; }
.portal-filter-buttons { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.portal-filter-buttons .portal-button[aria-pressed='true'] { background: var(--portal-primary); color: var(--portal-on-primary); }
.portal-page-header { margin-bottom: 16px; }
.portal-page-header__row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; justify-content: space-between; margin-bottom: 12px; }
.portal-page-header__title { margin: 0; font-size: 1.6rem; }
.portal-page-header__subtitle { margin: 4px 0 0; color: var(--portal-muted); }
`;

/** Inserts the design system's styles once; later calls only update the theme colour. */
export function ensurePortalStyles(theme: { primaryColour?: string } = {}) {
  if (typeof document === 'undefined') return;
  const primary = theme.primaryColour ?? '#420A38';
  let style = document.getElementById('portal-styles') as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = 'portal-styles';
    document.head.prepend(style);
  }
  if (style.dataset.primary !== primary) {
    style.textContent = css(primary);
    style.dataset.primary = primary;
  }
}
