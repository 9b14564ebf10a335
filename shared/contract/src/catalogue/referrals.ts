import { z } from 'zod';
import { addressInput } from './account-area';
import { cellNumber, text } from './common';

/** A referral code: what the link carries, upper-case letters and digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
export const referralCode = text(20)
  .transform((s) => s.trim().toUpperCase())
  .refine((s) => REFERRAL_CODE_PATTERN.test(s), { message: 'Please enter the referral code from your link.' });

export const REFERRAL_LEAD_STATUSES = ['Received', 'Contacted', 'Signed up', 'Not interested'] as const;
export const referralLead = z.object({
  id: z.number(),
  /** The referred person's first name and last initial: the referrer sees who, not their details. */
  name: z.string(),
  submittedAt: z.string(),
  status: z.enum(REFERRAL_LEAD_STATUSES),
  /** Credit earned for this lead (rand), once they signed up; null before. */
  reward: z.number().nullable(),
});
export type ReferralLead = z.infer<typeof referralLead>;

/** C0 and C1 control characters: tabs, line breaks, escapes. A lead is one line per field, read by people and spreadsheets. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const withoutControls = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine((s) => !CONTROL_CHARACTER.test(s), { message: `Please remove tabs, line breaks and other control characters from the ${label}.` });

const name = (label: string) =>
  withoutControls(text(80).pipe(z.string().trim().min(1, `${label} is required.`).max(60, `Please keep the ${label.toLowerCase()} to 60 characters.`)), label.toLowerCase());

const leadAddress = z.strictObject({
  line1: withoutControls(addressInput.shape.line1, 'address'),
  line2: withoutControls(addressInput.shape.line2, 'address'),
  city: withoutControls(addressInput.shape.city, 'city'),
  postalCode: addressInput.shape.postalCode,
});

/** The public lead form (/referrals/public). */
export const referralLeadInput = z.strictObject({
  code: referralCode,
  firstName: name('First name'),
  lastName: name('Last name'),
  cellNumber,
  email: withoutControls(text(254).pipe(z.string().trim().email('Please enter a valid email address.')), 'email address'),
  address: leadAddress,
});
export type ReferralLeadInput = z.input<typeof referralLeadInput>;

export const referralActions = {
  /**
   * Any signed-in user: the account's referral code and link (PUBLIC_ORIGIN + /referrals/public?code=…), the
   * reward a signed-up referral earns, the credit earned so far, and the people referred, newest first.
   */
  'referrals.GetReferrals': {
    input: z.strictObject({}),
    output: z.object({
      code: z.string(),
      link: z.string(),
      rewardPerSignUp: z.number(),
      creditEarned: z.number(),
      leads: z.array(referralLead),
    }),
  },
  /**
   * Public, limited per address (429). An unknown code is a 400 on `code`. The same cell number sent again for
   * the same code answers the same and adds no second lead.
   */
  'referrals.SubmitReferralLead': { input: referralLeadInput, output: z.object({ message: z.string() }) },
} as const;
