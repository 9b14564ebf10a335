/**
 * The account area (spec §2 /account/*) and the dashboard's alerts.
 *
 * Server rules the UI can rely on:
 * - Every action needs a session and the portal module 'account', except dashboard.alert.GetAlerts and
 *   DismissAlert (any session; an alert whose link leads to a page the viewer's modules do not open is left out) and
 *   account.access.* (module 'access'). The call report is under My Account, so it needs 'account'.
 * - account.access.AddUser, UpdateUserModules and RemoveUser are sensitive (a token issued within 120 s, spec §4
 *   Re-auth); a stale token gets the re-auth error code.
 * - Ids of another account's objects answer "not found", never its data.
 */
import { z } from 'zod';
import { dateFormat } from './billing';
import { CELL_NUMBER_PATTERN, cellNumber, empty, normaliseCellNumber, portalModule, role, rowId, text } from './common';
import { accountDetails } from './account';

const id = rowId;
const page = z.number().int().min(1).max(10_000).default(1);
const required = (max: number, message: string) => text(max).pipe(z.string().trim().min(1, message));

/* ---------- Dashboard alerts ---------- */

export const alertSeverity = z.enum(['info', 'warning', 'critical']);
export type AlertSeverity = z.infer<typeof alertSeverity>;

/** service: news of the account and its services; promotion: the provider's news of a feature or an offer, shown apart. */
export const ALERT_KINDS = ['service', 'promotion'] as const;
export const alertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof alertKind>;

export const alertItem = z.object({
  /**
   * A stable key naming the alert's kind and the state it is about ('invoice-overdue:INV1001-0012',
   * 'service-suspended:ADSL-400513', 'outage:OUT-24057', 'stored:17'): a new state has a new key.
   */
  id: z.string(),
  severity: alertSeverity,
  title: z.string(),
  message: z.string(),
  /** spec §9: a transient alert auto-dismisses after 3 seconds. */
  transient: z.boolean(),
  /** An in-portal route (e.g. '/account/billing-details') and its label, or null. */
  link: z.object({ label: z.string(), to: z.string() }).nullable(),
  kind: alertKind,
});
export type AlertItem = z.infer<typeof alertItem>;

export const dismissAlertInput = z.strictObject({ id: required(160, 'Please name the alert to dismiss.') });

/* ---------- Personal Info ---------- */

export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number.';

/** spec §5 landline: the cellnumber rule; empty or null means none (stored as null). */
export const optionalLandline = z
  .string()
  .max(40, PHONE_NUMBER_MESSAGE)
  .nullable()
  .optional()
  .transform((s) => {
    const value = s == null ? '' : normaliseCellNumber(s);
    return value === '' ? null : value;
  })
  .refine((s) => s === null || CELL_NUMBER_PATTERN.test(s), { message: PHONE_NUMBER_MESSAGE });

export const addressInput = z.strictObject({
  line1: required(120, 'Address line 1 is required.'),
  /** Optional; trimmed, '' when absent. */
  line2: text(120)
    .optional()
    .transform((s) => (s ?? '').trim()),
  city: required(80, 'City is required.'),
  postalCode: text(10).pipe(
    z
      .string()
      .trim()
      .min(1, 'Postal code is required.')
      .regex(/^\d{4}$/, 'Please enter a valid postal code.'),
  ),
});
export type AddressInput = z.input<typeof addressInput>;

export const updateAddressInput = z.strictObject({
  postalAddress: addressInput,
  physicalAddress: addressInput,
  /** spec §5 cellnumber: the signed-in contact's cell number, stored in its canonical form (see canonicalCellNumber). */
  cellNumber,
  landline: optionalLandline,
});
export type UpdateAddressInput = z.input<typeof updateAddressInput>;

/* ---------- Messages ---------- */

export const messageSummary = z.object({
  id: z.number(),
  subject: z.string(),
  /** The first 140 characters of the body. */
  preview: z.string(),
  /** ISO 8601 date-time. */
  sentAt: z.string(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

export const messageView = messageSummary.extend({
  sender: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  body: z.string(),
});
export type MessageView = z.infer<typeof messageView>;

/* ---------- Users & Access ---------- */

export const accessUser = z.object({
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked: the first 3 and last 4 digits, e.g. '082***4567'. */
  cellNumberMasked: z.string(),
  role,
  portalModules: z.array(portalModule),
  /** The account this person may use: the signed-in account or, on a parent account, one of its children. */
  accountCode: z.string(),
  customerName: z.string(),
  /** The signed-in person on the signed-in account: cannot be removed nor lose 'access'. */
  isSelf: z.boolean(),
  /** The signed-in person may change or remove them: all their modules are ones the signed-in person has. */
  manageable: z.boolean(),
});
export type AccessUser = z.infer<typeof accessUser>;

/** Distinct modules, at least one. A user can only grant modules their own token carries. */
export const portalModuleSelection = z
  .array(portalModule)
  .min(1, 'Please select at least one module.')
  .max(portalModule.options.length)
  .refine((modules) => new Set(modules).size === modules.length, { message: 'Each module may be listed once.' });

/** Absent: the signed-in account; otherwise the signed-in account or one of its child accounts. */
const targetAccountCode = text(40).pipe(z.string().min(1)).optional();

export const addUserInput = z.strictObject({
  firstName: required(60, 'First name is required.'),
  lastName: required(60, 'Last name is required.'),
  cellNumber,
  portalModules: portalModuleSelection,
  accountCode: targetAccountCode,
});
export type AddUserInput = z.input<typeof addUserInput>;

export const updateUserModulesInput = z.strictObject({
  personId: id,
  accountCode: targetAccountCode,
  portalModules: portalModuleSelection,
});
export type UpdateUserModulesInput = z.input<typeof updateUserModulesInput>;

export const removeUserInput = z.strictObject({ personId: id, accountCode: targetAccountCode });
export type RemoveUserInput = z.input<typeof removeUserInput>;

/* ---------- Orders & Docs ---------- */

/** failed: the provider could not do it (failureReason says why); it charges nothing. */
export const orderStatus = z.enum(['pending', 'processing', 'completed', 'cancelled', 'failed']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderItem = z.object({
  reference: z.string(),
  status: orderStatus,
  /** YYYY-MM-DD. */
  date: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), amount: z.number() })),
  /** The sum of the lines' amounts, in rand (2 decimals). */
  total: z.number(),
  /** Failed orders only: why the provider could not do it, in its words. */
  failureReason: z.string().optional(),
  /**
   * True while it is pending or processing and its order.created event failed after its last try: the provider has
   * not got it yet, so it shows as delayed (not done). Absent otherwise.
   */
  delayed: z.boolean().optional(),
  /** Orders with hardware: who receives it and where it goes (as given on /services/capture-details). */
  delivery: z.object({ contactName: z.string(), cellNumber: z.string(), address: z.string() }).optional(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const documentKind = z.enum(['order-form', 'contract', 'invoice']);
export type DocumentKind = z.infer<typeof documentKind>;

export const documentItem = z.object({
  id: z.number(),
  kind: documentKind,
  title: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** The order this document belongs to, if any. */
  orderReference: z.string().nullable(),
  /** What the download will be named. */
  fileName: z.string(),
});
export type DocumentItem = z.infer<typeof documentItem>;

/* ---------- Call report ---------- */

/** A date_format string as a real calendar date 'YYYY-MM-DD', or null (e.g. 2026-02-31). */
export const toCalendarDate = (value: string): string | null => {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

export const CALL_REPORT_RANGE_MESSAGE = 'The end date must be on or after the start date.';
/** The widest range one report or export may cover. */
export const CALL_REPORT_MAX_DAYS = 366;
export const CALL_REPORT_MAX_DAYS_MESSAGE = `Please choose a range of at most ${CALL_REPORT_MAX_DAYS} days.`;

/** startDate..endDate inclusive, both spec §5 date_format; output is normalised to 'YYYY-MM-DD'. */
const callReportRange = z
  .strictObject({ startDate: dateFormat, endDate: dateFormat })
  .transform((range, ctx) => {
    const startDate = toCalendarDate(range.startDate);
    const endDate = toCalendarDate(range.endDate);
    if (!startDate || !endDate) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date in the format YYYY-MM-DD.', path: [startDate ? 'endDate' : 'startDate'] });
      return z.NEVER;
    }
    if (endDate < startDate) {
      ctx.addIssue({ code: 'custom', message: CALL_REPORT_RANGE_MESSAGE, path: ['endDate'] });
      return z.NEVER;
    }
    if ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 >= CALL_REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: CALL_REPORT_MAX_DAYS_MESSAGE, path: ['endDate'] });
      return z.NEVER;
    }
    return { startDate, endDate };
  });

export const getCallReportInput = z
  .strictObject({
    startDate: dateFormat,
    endDate: dateFormat,
    page,
    pageSize: z.number().int().min(1).max(100).default(25),
  })
  .transform((input, ctx) => {
    const range = callReportRange.safeParse({ startDate: input.startDate, endDate: input.endDate });
    if (!range.success) {
      for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...range.data, page: input.page, pageSize: input.pageSize };
  });
export type GetCallReportInput = z.input<typeof getCallReportInput>;

export const callRecord = z.object({
  id: z.number(),
  /** YYYY-MM-DD and HH:MM:SS, local time of the call. */
  date: z.string(),
  time: z.string(),
  /** The number dialled. */
  number: z.string(),
  destination: z.string(),
  durationSeconds: z.number(),
  /** Rand, 2 decimals. */
  cost: z.number(),
});
export type CallRecord = z.infer<typeof callRecord>;

export const callReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  page: z.number(),
  pageSize: z.number(),
  /** Newest first. */
  rows: z.array(callRecord),
  /** Over the whole filtered range, not only this page. */
  totals: z.object({ count: z.number(), durationSeconds: z.number(), cost: z.number() }),
});
export type CallReport = z.infer<typeof callReport>;

/* ---------- Cancellations ---------- */

/** failed: the provider could not do it (failureReason says why); the service carries on. */
export const cancellationStatus = z.enum(['pending', 'scheduled', 'completed', 'withdrawn', 'failed']);
export type CancellationStatus = z.infer<typeof cancellationStatus>;

export const cancellationItem = z.object({
  reference: z.string(),
  serviceTag: z.string(),
  product: z.string(),
  status: cancellationStatus,
  /** YYYY-MM-DD. */
  requestedDate: z.string(),
  /** YYYY-MM-DD; null while not yet scheduled. */
  effectiveDate: z.string().nullable(),
  reason: z.string(),
  /** Failed cancellations only: why the provider could not do it, in its words. */
  failureReason: z.string().optional(),
  /** True while it is pending or scheduled and its cancellation.created event failed after its last try (not done). */
  delayed: z.boolean().optional(),
});
export type CancellationItem = z.infer<typeof cancellationItem>;

export const accountAreaActions = {
  /**
   * Derived from the account's state at request time (overdue invoices, suspended services, cancellations, outages,
   * the debit order mandate, the card on file) plus the provider's broadcasts; without those this person dismissed.
   * Critical first, then newest. Any signed-in session; cached 60 s by the client (spec §9).
   */
  'dashboard.alert.GetAlerts': { input: empty, output: z.object({ alerts: z.array(alertItem) }) },
  /**
   * Hides one of the account's current alerts for the signed-in person (others of the account still see it), until
   * its state clears. 404 for a key that is not one of the alerts this viewer is shown now. Dismissing twice is fine.
   */
  'dashboard.alert.DismissAlert': { input: dismissAlertInput, output: z.object({ dismissed: z.literal(true) }) },
  /** Returns the updated account, as account.GetAccount does (re-cache it for 3600 s, spec §9). */
  'account.UpdateAddress': { input: updateAddressInput, output: accountDetails },
  /** Unread first, then newest first. */
  'account.messages.GetMessages': {
    input: empty,
    output: z.object({ messages: z.array(messageSummary), unreadCount: z.number() }),
  },
  /** Opens a message in full and marks it read. */
  'account.messages.GetMessage': { input: z.strictObject({ id }), output: messageView },
  'account.messages.MarkRead': {
    input: z.strictObject({
      ids: z.array(id).min(1).max(100),
      read: z.boolean(),
    }),
    output: z.object({ updated: z.number(), unreadCount: z.number() }),
  },
  /** Users of the signed-in account and, on a parent account, of its children; one row per person and account. */
  'account.access.GetUsers': {
    input: empty,
    output: z.object({
      users: z.array(accessUser),
      /** Accounts a user can be added to: the signed-in account first, then its children. */
      accounts: z.array(z.object({ accountCode: z.string(), customerName: z.string() })),
      /** The modules the caller may grant: those of their own token. */
      grantableModules: z.array(portalModule),
    }),
  },
  /**
   * Sensitive. Links the existing contact with that cell number and name, or creates one (who then signs in with an
   * SMS PIN); 409 with field 'cellNumber' when they already use that account; 403 for modules the caller lacks.
   */
  'account.access.AddUser': { input: addUserInput, output: accessUser },
  /** Sensitive. Their next token carries exactly these modules; taking one away ends their live sessions. 400 on taking away one's own 'access'. */
  'account.access.UpdateUserModules': { input: updateUserModulesInput, output: accessUser },
  /** Sensitive. Also ends that person's live sessions on that account. 400 on removing oneself. */
  'account.access.RemoveUser': { input: removeUserInput, output: z.object({ removed: z.boolean() }) },
  /** Newest first. */
  'account.orders.GetOrders': { input: empty, output: z.object({ orders: z.array(orderItem) }) },
  /** Newest first; download one with account.doc.DownloadDocument. */
  'account.docs.GetDocuments': { input: empty, output: z.object({ documents: z.array(documentItem) }) },
  'account.calls.GetCallReport': { input: getCallReportInput, output: callReport },
  /** Newest first. */
  'account.cancellations.GetCancellations': { input: empty, output: z.object({ cancellations: z.array(cancellationItem) }) },
} as const;

/** Downloads (spec §7 .../download/{ActionName}): their JSON bodies. */
export const accountAreaDownloads = {
  /** application/pdf */
  'account.doc.DownloadDocument': z.strictObject({ id }),
  /** application/vnd.openxmlformats-officedocument.spreadsheetml.sheet: every call in the range, with totals. */
  'account.doc.DownloadCallReportExcel': callReportRange,
} as const;
