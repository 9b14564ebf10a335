/** The offline banner and the install steps; added with the signed-in shell, so never on the login page. */
const CSS = `
.portal-offline-banner:empty { display: none; }
.portal-offline-banner { position: fixed; left: 50%; bottom: 12px; transform: translateX(-50%); z-index: 900;
  width: max-content; max-width: calc(100vw - 24px); box-sizing: border-box; padding: 10px 16px; border-radius: 8px;
  background: #1f1f1f; color: #fff; font-size: .9rem; line-height: 1.4; box-shadow: 0 4px 16px rgba(0,0,0,.3); }
.portal-offline-banner strong { font-weight: 700; }
.portal-install__platform { font-size: 1rem; margin: 16px 0 8px; }
.portal-install__steps { margin: 0; padding-left: 1.4em; display: grid; gap: 6px; }
`;

export function ensurePwaStyles() {
  if (typeof document === 'undefined' || document.getElementById('portal-pwa-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-pwa-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
