/** Page basics, focus rings, buttons, spinner, visually hidden text, skip link; reduced motion. */
export const baseCss = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 16px; line-height: 1.5; background: var(--portal-background); color: var(--portal-text);
  -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
a { color: var(--portal-link); text-underline-offset: 2px; }
h1, h2, h3 { line-height: 1.25; }
:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }

.portal-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
.portal-skip-link { position: absolute; left: 8px; top: 8px; z-index: 200; padding: 10px 16px; background: var(--portal-surface);
  color: var(--portal-text); border: 2px solid var(--portal-focus); border-radius: 8px; font-weight: 600;
  transform: translateY(-200%); }
.portal-skip-link:focus { transform: none; }

.portal-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 18px;
  border-radius: var(--portal-radius); border: 1px solid transparent; font: inherit; font-weight: 600; line-height: 1.2;
  cursor: pointer; text-decoration: none; text-align: center; white-space: nowrap; -webkit-tap-highlight-color: transparent; }
.portal-button:disabled, .portal-button[aria-disabled='true'] { opacity: .55; cursor: not-allowed; }
.portal-button[aria-busy='true'] { opacity: .8; cursor: progress; }
.portal-button--primary { background: var(--portal-primary); color: var(--portal-on-primary); border-color: var(--portal-primary); }
.portal-button--primary:hover:not(:disabled, [aria-disabled='true']) { filter: brightness(1.18); }
.portal-button--secondary { background: var(--portal-surface); color: var(--portal-text); border-color: var(--portal-control-border); }
.portal-button--secondary:hover:not(:disabled, [aria-disabled='true']) { background: var(--portal-hover); border-color: var(--portal-accent); }
.portal-button--ghost { background: transparent; color: var(--portal-link); padding: 0 12px; }
.portal-button--ghost:hover:not(:disabled, [aria-disabled='true']) { background: var(--portal-hover); text-decoration: underline; }
.portal-button--danger { background: var(--portal-danger-fill); color: var(--portal-on-danger); border-color: var(--portal-danger-fill); }
.portal-button--danger:hover:not(:disabled, [aria-disabled='true']) { filter: brightness(1.1); }
/* On a phone a long label wraps inside its button rather than pushing the page wider than the screen. */
@media (max-width: 480px) { main .portal-button { max-width: 100%; white-space: normal; } }

.portal-spinner { flex: none; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent;
  border-radius: 50%; display: inline-block; animation: portal-spin .8s linear infinite; }
@keyframes portal-spin { to { transform: rotate(360deg); } }

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: .01ms !important; animation-iteration-count: 1 !important;
    transition-duration: .01ms !important; scroll-behavior: auto !important; }
  .portal-spinner { animation: portal-spin 2.4s linear infinite !important; }
}
`;
