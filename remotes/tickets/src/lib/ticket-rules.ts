/**
 * The ticket limits of the contract (shared/contract/src/catalogue/tickets.ts) as plain values, for the character
 * counters; the forms check with the contract's own schemas. A unit test checks that they still equal the contract's.
 */
export const TICKET_LIMITS = { subject: { min: 5, max: 120 }, description: { min: 10, max: 4000 }, reply: { min: 1, max: 4000 } } as const;

export const TICKET_MESSAGES = {
  category: 'Please make a selection for category.',
  subjectShort: `Please give a subject of at least ${TICKET_LIMITS.subject.min} characters.`,
  subjectLong: `Please keep the subject to ${TICKET_LIMITS.subject.max} characters.`,
  descriptionShort: `Please describe the problem in at least ${TICKET_LIMITS.description.min} characters.`,
  descriptionLong: `Please keep the description to ${TICKET_LIMITS.description.max} characters.`,
  replyEmpty: 'Please write your reply.',
  replyLong: `Please keep your reply to ${TICKET_LIMITS.reply.max} characters.`,
} as const;

/** What a ticket takes, by MIME type, with the file name endings each may have. */
export const TICKET_ATTACHMENT_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls', 'csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const satisfies Record<string, readonly string[]>;

/** A closed ticket can be reopened for this many days after it was closed. */
export const TICKET_REOPEN_DAYS = 14;

/** The most files one ticket or reply takes (the server refuses more with 'Please attach at most 10 files.'). */
export const MAX_TICKET_FILES = 10;
