/** Modal dialog (a bottom sheet on phones) and alerts. */
export const overlaysCss = `
.portal-modal__backdrop { position: fixed; inset: 0; z-index: 100; background: var(--portal-backdrop); display: flex;
  align-items: center; justify-content: center; padding: 24px 16px; }
.portal-modal { display: flex; flex-direction: column; width: 100%; max-height: calc(100vh - 48px); max-height: calc(100dvh - 48px);
  background: var(--portal-surface); color: var(--portal-text); border-radius: var(--portal-radius-lg);
  box-shadow: 0 16px 48px rgba(0, 0, 0, .3); outline: none; animation: portal-modal-in .16s ease-out; }
@keyframes portal-modal-in { from { opacity: 0; transform: translateY(12px); } }
.portal-modal--sm { max-width: 440px; }
.portal-modal--md { max-width: 600px; }
.portal-modal--lg { max-width: 920px; }
.portal-modal__header { flex: none; display: flex; align-items: flex-start; justify-content: space-between; gap: 8px;
  padding: 12px 12px 4px 20px; }
.portal-modal__title { margin: 0; padding-top: 8px; font-size: 1.25rem; overflow-wrap: anywhere; }
.portal-modal__close { flex: none; width: 44px; height: 44px; border: 0; border-radius: 8px; background: transparent;
  color: inherit; font-size: 28px; line-height: 1; cursor: pointer; }
.portal-modal__close:hover { background: var(--portal-hover); }
.portal-modal__body { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 8px 20px 16px; }
.portal-modal__body > :first-child { margin-top: 0; }
.portal-modal__footer { flex: none; display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; padding: 12px 20px 16px;
  border-top: 1px solid var(--portal-border); }
@media (max-width: 761px) {
  .portal-modal__backdrop { padding: 12px 0 0; align-items: flex-end; }
  .portal-modal.portal-modal { max-width: none; max-height: 100%; border-radius: 16px 16px 0 0; }
  .portal-modal__header { padding-left: 16px; }
  .portal-modal__body { padding: 8px 16px 16px; }
  .portal-modal__footer { padding: 12px 16px calc(12px + env(safe-area-inset-bottom)); }
  .portal-modal__footer > * { flex: 1 1 auto; }
}

.portal-alert { display: flex; gap: 10px; align-items: flex-start; margin: 8px 0; padding: 12px 14px;
  border: 1px solid var(--portal-alert-tone); border-left-width: 5px; border-radius: var(--portal-radius);
  background: var(--portal-alert-bg); color: var(--portal-text); }
.portal-alert--info { --portal-alert-tone: var(--portal-info); --portal-alert-bg: var(--portal-info-bg); }
.portal-alert--success { --portal-alert-tone: var(--portal-success); --portal-alert-bg: var(--portal-success-bg); }
.portal-alert--warning { --portal-alert-tone: var(--portal-warning); --portal-alert-bg: var(--portal-warning-bg); }
.portal-alert--error { --portal-alert-tone: var(--portal-danger); --portal-alert-bg: var(--portal-danger-bg); }
.portal-alert__icon { flex: none; display: inline-grid; place-items: center; width: 22px; height: 22px; margin-top: 1px;
  border-radius: 50%; background: var(--portal-alert-tone); color: var(--portal-surface); font-size: .8rem; font-weight: 700; }
.portal-alert__text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.portal-alert__close { flex: none; width: 44px; height: 44px; margin: -10px -10px -10px 0; border: 0; border-radius: 8px;
  background: transparent; color: inherit; font-size: 22px; line-height: 1; cursor: pointer; }
.portal-alert__close:hover { background: var(--portal-hover); }
`;
