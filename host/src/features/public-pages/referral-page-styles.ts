/** The public referral page's styles, added when it first shows (they stay out of the login page's bundle). */
const CSS = `
.portal-referral { background: var(--portal-surface, #fff); border-radius: 12px; padding: 24px 20px;
  box-shadow: 0 1px 3px rgba(0,0,0,.12); display: grid; gap: 12px; }
.portal-referral h1, .portal-referral h2, .portal-referral p { margin: 0; }
.portal-referral__intro { color: var(--portal-muted, #555); }
.portal-referral form { display: grid; gap: 12px; }
.portal-referral fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.portal-referral legend { font-weight: 600; padding: 0; margin-bottom: 8px; }
.portal-referral__thanks { display: grid; gap: 8px; }
.portal-referral__thanks h2 { font-size: 1.25rem; outline: none; }
`;

export function ensureReferralPageStyles() {
  if (document.getElementById('portal-referral-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-referral-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
