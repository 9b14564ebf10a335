import { ensureTicketStyles } from './ticket-styles';
import { ensureStyles } from './ensure-styles';

/** Styles of the referrals page (it also uses the ticket pages' form styles). */
const CSS = `
.rf-reward { margin: 0 0 12px; font-size: 1.05rem; font-weight: 600; }
.rf-link { margin-bottom: 0; }
.rf-link__input { width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.rf-link__actions { margin-top: 8px; }
.rf-summary { margin-top: 12px; max-width: 520px; }
.rf-code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: .05em; }
`;

export function ensureReferralStyles() {
  ensureTicketStyles();
  ensureStyles('portal-referral-styles', CSS);
}
