import type { InstanceConfig } from '@portal/config';

/** What a message is branded with, from the instance config (as the PDFs are: brand, provider, colour). */
export interface MailBrand {
  brandName: string;
  colour: string;
  legalName: string;
  address: string[];
  registrationNumber: string;
  vatNumber: string;
  supportEmail: string;
  supportNumber: string;
  /** PUBLIC_ORIGIN: links lead to the portal's pages there. */
  origin: string;
}

export const brandOf = (config: InstanceConfig, origin: string): MailBrand => ({
  brandName: config.brandName,
  colour: config.theme.primaryColour,
  legalName: config.provider.legalName,
  address: config.provider.address,
  registrationNumber: config.provider.registrationNumber,
  vatNumber: config.provider.vatNumber,
  supportEmail: config.sidebar.contactEmail,
  supportNumber: config.sidebar.contactNumber,
  origin,
});

/** One message's words, the same in both parts. */
export interface MailContent {
  subject: string;
  /** The person's first name; empty: a greeting without one. */
  firstName: string;
  paragraphs: string[];
  /** Label and value pairs (a reference, an amount, a date). */
  facts?: [string, string][];
  /** Someone's own words (an agent's reply), kept as written, line breaks and all. */
  quote?: { author: string; text: string };
  /** A button to the page of the portal it is about: a path under the brand's origin. */
  action?: { label: string; path: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject is one line: a line break in data would start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The text part: plain lines, the facts aligned, the link written out. */
function textPart(brand: MailBrand, content: MailContent) {
  const lines = [content.firstName ? `Hi ${content.firstName},` : 'Hello,', ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.quote) {
    lines.push(`${content.quote.author} wrote:`, ...content.quote.text.split(/\r?\n/).map((line) => `> ${line}`), '');
  }
  if (content.facts?.length) {
    const width = Math.max(...content.facts.map(([label]) => label.length));
    for (const [label, value] of content.facts) lines.push(`${`${label}:`.padEnd(width + 2)}${value}`);
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}: ${brand.origin}${content.action.path}`, '');
  // '-- ' (with the space) starts a signature: mail programs grey it out or leave it out of a quoted reply.
  lines.push(
    '-- ',
    brand.brandName,
    `${brand.legalName} · Reg. ${brand.registrationNumber} · VAT ${brand.vatNumber}`,
    brand.address.join(', '),
    `Support: ${brand.supportNumber} · ${brand.supportEmail}`,
    'You receive this e-mail because you use this account in our customer portal.',
  );
  return lines.join('\n');
}

/** The HTML part: one table-based column (what mail programs render alike), the brand's colour in its header and button. */
function htmlPart(brand: MailBrand, content: MailContent) {
  const e = escapeHtml;
  const colour = /^#[0-9a-f]{6}$/i.test(brand.colour) ? brand.colour : '#420A38';
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${e(p)}</p>`).join('');
  const quote = content.quote
    ? `<p style="margin:0 0 4px;color:#555">${e(content.quote.author)} wrote:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${colour};background:#f6f6f6;white-space:pre-wrap">${e(content.quote.text)}</blockquote>`
    : '';
  const facts = content.facts?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.facts
        .map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#555">${e(label)}</td><td style="padding:2px 0"><strong>${e(value)}</strong></td></tr>`)
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${e(`${brand.origin}${content.action.path}`)}" style="display:inline-block;padding:10px 18px;background:${colour};color:#ffffff;text-decoration:none;border-radius:4px">${e(content.action.label)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff">
<tr><td style="background:${colour};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${e(brand.brandName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${content.firstName ? `Hi ${e(content.firstName)},` : 'Hello,'}</p>
${paragraphs}${quote}${facts}${action}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e0e0e0;color:#666;font-size:12px">
${e(brand.legalName)} · Reg. ${e(brand.registrationNumber)} · VAT ${e(brand.vatNumber)}<br>${e(brand.address.join(', '))}<br>
Support: ${e(brand.supportNumber)} · <a href="mailto:${e(brand.supportEmail)}" style="color:${colour}">${e(brand.supportEmail)}</a><br>
You receive this e-mail because you use this account in our customer portal.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMail(brand: MailBrand, content: MailContent): RenderedMail {
  return { subject: oneLine(content.subject), text: textPart(brand, content), html: htmlPart(brand, content) };
}
