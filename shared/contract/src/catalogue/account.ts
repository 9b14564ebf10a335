import { z } from 'zod';
import { accountListItem, empty, portalModule, role, serviceCategory, token } from './common';

export const address = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
});

export const accountDetails = z.object({
  accountId: z.number(),
  accountCode: z.string(),
  customerName: z.string(),
  enterprise: z.boolean(),
  status: z.string(),
  parentAccountCode: z.string().nullable(),
  contact: z.object({
    personId: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    cellNumber: z.string(),
    landline: z.string().nullable(),
  }),
  postalAddress: address,
  physicalAddress: address,
  role,
  portalModules: z.array(portalModule),
});
export type AccountDetails = z.infer<typeof accountDetails>;

export const serviceItem = z.object({
  serviceTag: z.string(),
  category: serviceCategory,
  type: z.string(),
  product: z.string(),
  status: z.string(),
  accountCode: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItem>;

export const appConfiguration = z.object({
  alternateDebitCollectionProvider: z.boolean(),
  serverVersion: z.string(),
});
export type AppConfiguration = z.infer<typeof appConfiguration>;

/** A row of the Switch Account modal: current marks the account the session is on. */
export const switchAccountItem = accountListItem.extend({ current: z.boolean() });
export type SwitchAccountItem = z.infer<typeof switchAccountItem>;

export const accountActions = {
  /** Parent accounts: those the signed-in person is linked to. */
  'account.GetAccounts': { input: empty, output: z.object({ accounts: z.array(switchAccountItem) }) },
  /** Child accounts of those parents. */
  'account.GetChildAccounts': { input: empty, output: z.object({ accounts: z.array(switchAccountItem) }) },
  'account.GetAuthForAccount': { input: z.strictObject({ userToken: token }), output: z.object({ accessToken: z.string() }) },
  'account.GetAccount': { input: empty, output: accountDetails },
  /** One category's services; without a category, those of every category the instance runs and the token may see. */
  'services.GetServices': {
    input: z.strictObject({ category: serviceCategory.optional() }),
    output: z.object({ services: z.array(serviceItem) }),
  },
  GetPortalAppConfiguration: { input: empty, output: appConfiguration },
} as const;
