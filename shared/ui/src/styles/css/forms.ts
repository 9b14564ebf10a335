/** Labelled fields: text, select, checkbox and pin, with hints and errors. */
export const formsCss = `
.portal-field { display: grid; gap: 4px; margin: 0 0 4px; min-width: 0; }
.portal-field + .portal-field { margin-top: 12px; }
.portal-field__label { font-weight: 600; }
.portal-field__hint { margin: 0; color: var(--portal-muted); font-size: .9rem; }
.portal-field__error { margin: 0; color: var(--portal-danger); font-size: .95rem; font-weight: 500; display: flex; gap: 6px;
  align-items: baseline; }
.portal-field__error::before { content: '!'; content: '!' / ''; flex: none; display: inline-grid; place-items: center;
  width: 1.1em; height: 1.1em; border-radius: 50%; background: var(--portal-danger); color: var(--portal-surface);
  font-size: .8em; font-weight: 700; transform: translateY(.1em); }
.portal-input { width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; color: var(--portal-text);
  background: var(--portal-surface); border: 1px solid var(--portal-control-border); border-radius: var(--portal-radius); }
.portal-input::placeholder { color: var(--portal-muted); opacity: 1; }
.portal-input:focus { border-color: var(--portal-accent); }
.portal-input:disabled { opacity: .6; cursor: not-allowed; }
.portal-field--invalid .portal-input { border-color: var(--portal-danger); box-shadow: inset 0 0 0 1px var(--portal-danger); }
.portal-select { padding-right: 8px; cursor: pointer; }
.portal-pin { letter-spacing: .3em; font-size: 1.2rem; font-variant-numeric: tabular-nums; }
.portal-pin:placeholder-shown { letter-spacing: normal; font-size: 1rem; }

.portal-checkbox { grid-template-columns: auto 1fr; align-items: start; column-gap: 10px; }
.portal-checkbox__input { width: 22px; height: 22px; margin: 1px 0 0; accent-color: var(--portal-primary); cursor: pointer; }
.portal-checkbox__label { cursor: pointer; }
.portal-checkbox .portal-field__error { grid-column: 1 / -1; }
@media (max-width: 761px) {
  .portal-checkbox__label { padding: 10px 0; }
  .portal-checkbox__input { margin-top: 11px; }
  .portal-checkbox + .portal-checkbox { margin-top: 0; }
}
`;
