import { randomInt } from 'node:crypto';
import type { ReferralLead } from '@portal/contract/catalogue';
import { desc, eq } from 'drizzle-orm';
import { withinLimit, type RateLimit } from '../../auth/rate-limit';
import type { Db } from '../../db/connect';
import { referralCodes, referralLeads } from '../../db/schema';
import { badInput, rateLimited } from '../../http/action-failure';
import { defineAction } from '../define-action';

/** Credit (rand) a referral earns the referrer once the person referred signs up. */
export const REWARD_PER_SIGN_UP = 250;

/** The public lead form, per client address. */
export const REFERRAL_LEAD_LIMIT: RateLimit = { name: 'referral-lead', max: 5, windowMs: 3_600_000 };

// Upper-case letters and digits a person cannot mistake for another when reading a link aloud (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const UNKNOWN_CODE = 'This referral link is not valid. Please check the link you were sent.';
const TOO_MANY = 'Too many referrals from this network. Please try again later.';

/** The account's referral code, made on first use; two first uses at once get the same one. */
async function codeOf(db: Db, accountId: number, now: Date) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.accountId, accountId));
    if (existing) return existing.code;
    // A clash on the account (made meanwhile) or on the code (taken by another) inserts nothing: look again.
    await db.insert(referralCodes).values({ accountId, code: newCode(), createdAt: now }).onConflictDoNothing();
  }
  throw new Error('Could not find a free referral code.');
}

/**
 * A lead's text as stored: one that starts with = + - or @ gets a leading apostrophe, so a spreadsheet made from the
 * leads (CSV or Excel, by the ISP's staff) shows it as text and never runs it as a formula.
 */
export const spreadsheetSafe = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

/** 'Lerato D.': the referrer sees who, not their details. */
const shortName = (first: string, last: string) => `${first} ${last.trim().charAt(0).toUpperCase()}.`.trim();

export const getReferrals = defineAction({
  name: 'referrals.GetReferrals',
  auth: 'session',
  async handler(_input, ctx) {
    const accountId = ctx.session.accountId;
    const code = await codeOf(ctx.db, accountId, ctx.clock.now());
    const rows = await ctx.db
      .select()
      .from(referralLeads)
      .where(eq(referralLeads.accountId, accountId))
      .orderBy(desc(referralLeads.submittedAt), desc(referralLeads.id));
    const leads = rows.map((r) => ({
      id: r.id,
      name: shortName(r.firstName, r.lastName),
      submittedAt: r.submittedAt.toISOString(),
      status: r.status as ReferralLead['status'],
      reward: r.reward === null ? null : Number(r.reward),
    }));
    return {
      code,
      link: `${ctx.publicOrigin}/referrals/public?code=${encodeURIComponent(code)}`,
      rewardPerSignUp: REWARD_PER_SIGN_UP,
      creditEarned: leads.reduce((sum, l) => sum + (l.reward ?? 0), 0),
      leads,
    };
  },
});

/**
 * The public lead form: someone gives their details with a customer's code. The same cell number again for the
 * same code answers the same and keeps the first lead.
 */
export const submitReferralLead = defineAction({
  name: 'referrals.SubmitReferralLead',
  auth: 'public',
  async handler(input, ctx) {
    const now = ctx.clock.now();
    if (!(await withinLimit(ctx.counters, REFERRAL_LEAD_LIMIT, ctx.clientAddress, now.getTime()))) throw rateLimited(TOO_MANY);
    const [owner] = await ctx.db.select({ accountId: referralCodes.accountId }).from(referralCodes).where(eq(referralCodes.code, input.code));
    if (!owner) throw badInput(UNKNOWN_CODE, 'code');
    const [lead] = await ctx.db
      .insert(referralLeads)
      .values({
        accountId: owner.accountId,
        code: input.code,
        firstName: spreadsheetSafe(input.firstName),
        lastName: spreadsheetSafe(input.lastName),
        cellNumber: input.cellNumber,
        email: spreadsheetSafe(input.email),
        addressLine1: spreadsheetSafe(input.address.line1),
        addressLine2: spreadsheetSafe(input.address.line2),
        city: spreadsheetSafe(input.address.city),
        postalCode: input.address.postalCode,
        status: 'Received',
        submittedAt: now,
      })
      .onConflictDoNothing({ target: [referralLeads.accountId, referralLeads.cellNumber] })
      .returning({ id: referralLeads.id });
    if (lead) ctx.log.info({ referralLeadId: lead.id, accountId: owner.accountId }, 'referral lead received');
    return { message: `Thank you, ${input.firstName}. We will be in touch soon.` };
  },
});

