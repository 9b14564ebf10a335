import { formatCurrency } from '@portal/contract/format';
import { GATEWAY_SIM_PREFIX, type GatewaySessionKind } from '../adapters/payment-gateway';
import { CARD_FIELDS, CARD_LABELS, EXPIRY_YEARS_AHEAD, TEST_CARDS, type CardErrors, type CardField } from './card-form';

/** The simulator's pages: plain server-rendered HTML, forms only, no script (the portal's CSP allows none inline). */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733;background:#f3f5f8}
main{max-width:32rem;margin:0 auto;padding:1rem}
.brand{margin:0;font-weight:700;color:#0b5cad}
.notice{margin:.25rem 0 1rem;font-size:.875rem;color:#4a5868}
h1{font-size:1.375rem;margin:0 0 .75rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem;padding:.75rem;background:#fff;border:1px solid #d5dbe3;border-radius:.5rem}
.summary dt{font-weight:600}.summary dd{margin:0;overflow-wrap:anywhere}
form{background:#fff;border:1px solid #d5dbe3;border-radius:.5rem;padding:1rem}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem}
fieldset{border:0;padding:0;margin:0}
input,select{width:100%;font:inherit;padding:.5rem;border:1px solid #8a96a3;border-radius:.25rem;background:#fff}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b3261e}
.expiry{display:flex;gap:.5rem}.expiry>div{flex:1}
.expiry label{font-weight:400;margin-top:0}
.error{color:#b3261e;margin:.25rem 0 0;font-size:.875rem}
.errors{border:1px solid #b3261e;background:#fdecea;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
.errors p{margin:0 0 .25rem;font-weight:600}.errors ul{margin:0;padding-left:1.25rem}
.errors a{color:#b3261e}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.25rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
button.secondary{background:#fff;color:#0b5cad}
button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.test-cards{font-size:.875rem;color:#4a5868}
.test-cards code{font-size:.9375rem;color:#1d2733}
`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Demo Payment Gateway</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Demo Payment Gateway</p>
<p class="notice">A simulator: no money moves, and card numbers and CVVs are never kept.</p>
${body}
</main>
</body>
</html>`;
}

export interface SessionView {
  id: string;
  kind: GatewaySessionKind;
  merchantName: string;
  merchantReference: string;
  amount: number;
}

const HEADINGS: Record<GatewaySessionKind, string> = {
  payment: 'Pay by card',
  capture: 'Enter card details',
  payhost: 'Register your card',
};
const SUBMIT_LABELS: Record<GatewaySessionKind, (amount: number) => string> = {
  payment: (amount) => `Pay ${formatCurrency(amount)}`,
  capture: () => 'Save card',
  payhost: () => 'Register card',
};

function summary(view: SessionView) {
  const amount =
    view.kind === 'payment'
      ? formatCurrency(view.amount)
      : view.kind === 'capture'
        ? 'No charge: the card is kept for later payments'
        : 'No charge now: the card is kept for monthly collection';
  return `<dl class="summary">
<dt>Merchant</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>Reference</dt><dd>${escapeHtml(view.merchantReference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>`;
}

const fieldId = (field: CardField) => `card-${field}`;

function describedBy(field: CardField, errors: CardErrors) {
  return errors[field] ? ` aria-invalid="true" aria-describedby="${fieldId(field)}-error"` : '';
}

function errorText(field: CardField, errors: CardErrors) {
  return errors[field] ? `<p class="error" id="${fieldId(field)}-error">${escapeHtml(errors[field])}</p>` : '';
}

function textInput(field: CardField, errors: CardErrors, value: string, extra: string) {
  return `<label for="${fieldId(field)}">${CARD_LABELS[field]}</label>
<input id="${fieldId(field)}" name="${CARD_FIELDS[field]}" type="text" value="${escapeHtml(value)}" autocomplete="off" aria-required="true"${extra}${describedBy(field, errors)}>
${errorText(field, errors)}`;
}

function select(field: CardField, errors: CardErrors, options: { value: string; text: string }[], chosen: string) {
  const items = [{ value: '', text: 'Please Select' }, ...options]
    .map((o) => `<option value="${escapeHtml(o.value)}"${o.value === chosen && chosen !== '' ? ' selected' : ''}>${escapeHtml(o.text)}</option>`)
    .join('');
  return `<div><label for="${fieldId(field)}">${field === 'month' ? 'Month' : 'Year'}</label>
<select id="${fieldId(field)}" name="${CARD_FIELDS[field]}" aria-required="true"${describedBy(field, errors)}>${items}</select>
${errorText(field, errors)}</div>`;
}

/**
 * The card form. Its result goes to the top window (target=_top): inside the portal's capture frame the
 * browser leaves the frame for the portal's return page. A re-shown form keeps the holder and expiry but
 * never the card number or CVV.
 */
export function cardPage(
  view: SessionView,
  now: Date,
  errors: CardErrors = {},
  kept: { holder?: string; month?: string; year?: string } = {},
  action = `${GATEWAY_SIM_PREFIX}/pay`,
) {
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), text: String(i + 1).padStart(2, '0') }));
  const thisYear = now.getUTCFullYear();
  const years = Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => ({ value: String(thisYear + i), text: String(thisYear + i) }));
  const faults = (Object.keys(errors) as CardField[]).filter((f) => errors[f]);
  const errorSummary = faults.length
    ? `<div class="errors" role="alert"><p>Please correct the following:</p><ul>${faults
        .map((f) => `<li><a href="#${fieldId(f)}">${escapeHtml(errors[f]!)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const body = `<h1>${HEADINGS[view.kind]}</h1>
${summary(view)}
${errorSummary}
<form method="post" action="${escapeHtml(action)}" target="_top" novalidate>
<input type="hidden" name="PAY_REQUEST_ID" value="${escapeHtml(view.id)}">
${textInput('holder', errors, kept.holder ?? '', ' maxlength="60"')}
${textInput('number', errors, '', ' inputmode="numeric" maxlength="23"')}
${textInput('cvv', errors, '', ' inputmode="numeric" maxlength="4"')}
<fieldset><legend>Expiry date</legend>
<div class="expiry">
${select('month', errors, months, kept.month ?? '')}
${select('year', errors, years, kept.year ?? '')}
</div></fieldset>
<div class="actions">
<button type="submit" name="ACTION" value="pay">${escapeHtml(SUBMIT_LABELS[view.kind](view.amount))}</button>
<button type="submit" name="ACTION" value="cancel" class="secondary">Cancel</button>
</div>
</form>
${testCards()}`;
  return layout(HEADINGS[view.kind], body);
}

function testCards() {
  return `<section class="test-cards" aria-labelledby="test-cards-heading">
<h2 id="test-cards-heading">Test cards</h2>
<ul>
${TEST_CARDS.map((c) => `<li><code>${c.number}</code>: ${c.outcome}</li>`).join('\n')}
<li>Any other number is declined; Cancel abandons the payment.</li>
</ul>
<p>Use any 3-digit CVV and an expiry date that has not passed.</p>
</section>`;
}

/** A session that already ended (how it ended, e.g. 'declined'): the same way back, with the same token, as when it ended. */
export function processedPage(view: SessionView, ended: string, returnUrl: string) {
  const body = `<h1>Already processed</h1>
${summary(view)}
<p role="status">This ${view.kind === 'payment' ? 'payment' : 'request'} was already processed: ${escapeHtml(ended)}.</p>
<p><a class="button" href="${escapeHtml(returnUrl)}" target="_top">Return to ${escapeHtml(view.merchantName)}</a></p>`;
  return layout('Already processed', body);
}

export function notFoundPage() {
  return layout('Not found', `<h1>Payment session not found</h1>
<p>This payment link is not valid. Please start the payment again from the portal.</p>`);
}

export function indexPage() {
  return layout('Test cards', `<h1>Demo Payment Gateway</h1>
<p>The portal sends you here to pay by card or to capture card details. Payments start in the portal.</p>
${testCards()}`);
}
