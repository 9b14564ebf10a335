import { z } from 'zod';

/* spec §5 validation messages, for the actions' rules and the forms in front of them. */

/** 'The Account holder name field is required.' */
export const requiredMessage = (label: string) => `The ${label} field is required.`;
/** 'Please make a selection for Bank name.' */
export const selectMessage = (label: string) => `Please make a selection for ${label}.`;
/** 'The Branch code field may only contain numeric characters.' */
export const numericMessage = (label: string) => `The ${label} field may only contain numeric characters.`;
/** 'The Account number field must be at least 6 characters.' */
export const minMessage = (label: string, n: number) => `The ${label} field must be at least ${n} characters.`;
/** 'The ID number field may not be greater than 20 characters.' */
export const maxMessage = (label: string, n: number) => `The ${label} field may not be greater than ${n} characters.`;

/*
 * A form field as a form holds it (text, '' until filled in) in front of an action's own rule. Forms build their
 * schemas from the actions' with these, so that the browser and the server check one rule with one message.
 */

/** Left empty, the spec's message for an empty field; filled in, the action's rule and message decide. */
export const entered = <T extends z.ZodType<unknown, string>>(emptyMessage: string, rule: T) =>
  z
    .string()
    .refine((s) => s.trim() !== '', emptyMessage)
    .pipe(rule);

/** Left empty it passes (what is on record stays); filled in, the action's rule and message decide. */
export const blankOr = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = rule.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
  });

/** A number typed as text (a priority, a TTL): the action's rule decides; whatever is wrong with it, the form's one message. */
export const typedNumber = <T extends z.ZodType<unknown, number>>(message: string, rule: T) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '' || !rule.safeParse(Number(value)).success) ctx.addIssue({ code: 'custom', message });
  });

/** A field whose message on the form is its own, whatever the action's rule finds wrong (the rule decides). */
export const withMessage = <T extends z.ZodType<unknown, string>>(message: string, rule: T) =>
  z.string().superRefine((value, ctx) => {
    if (!rule.safeParse(value).success) ctx.addIssue({ code: 'custom', message });
  });

/**
 * Some fields of an action's input, each with its own rule, as a form's schema (zod cannot pick the fields of a schema
 * that also checks across them): the form pipes its values into the whole input for the checks across fields.
 */
export const fieldsOf = <S extends z.ZodRawShape, K extends keyof S & string>(schema: z.ZodObject<S>, keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema.shape[key]])) as Pick<S, K>);

/** A choice whose value is an id (a select's option, a radio button): '' until one is chosen, checked as the id it sends. */
export const chosenId = <T extends z.ZodType<unknown, number>>(emptyMessage: string, rule: T) =>
  entered(emptyMessage, z.string().transform(Number).pipe(rule));

/** spec §5 select: a choice among an option list ('' is 'Please Select'). */
export const selectedId = <T extends z.ZodType<unknown, number>>(label: string, rule: T) => chosenId(selectMessage(label), rule);

/** 'YYYY-MM-DD' of a day that exists: what a date field hands over once it reads a date in its box. */
const isDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A date field's value (spec §5 date widget): '' until filled in, 'YYYY-MM-DD' once the field reads a day in its box,
 * else the text as typed. Left empty, the spec's message for an empty field; text that is no day, the field's own
 * message (it says how to write one); a day, the action's rule and message decide.
 */
export const enteredDate = <T extends z.ZodType<unknown, string>>(emptyMessage: string, unreadableMessage: string, rule: T) =>
  entered(emptyMessage, z.string().refine(isDay, { message: unreadableMessage, abort: true }).pipe(rule));

/** A choice among fixed values (a radio group): null (or '') until one is chosen, then the action's rule decides. */
export const chosen = <T extends z.ZodType<unknown, string>>(emptyMessage: string, rule: T) =>
  z
    .string()
    .nullable()
    .transform((value) => value ?? '')
    .pipe(entered(emptyMessage, rule));

/** A checkbox: ticked or not; with a message, it must be ticked. */
export const checkbox = (mustBeTicked?: string) => (mustBeTicked ? z.boolean().refine((ticked) => ticked, mustBeTicked) : z.boolean());

/** A field per item of a list the form was given (a box per line, a choice per device), in the list's order. */
export const perItem = <T, F extends z.ZodType>(items: readonly T[], field: (item: T) => F) =>
  z.tuple(items.map(field) as [F, ...F[]]) as unknown as z.ZodType<z.output<F>[], z.input<F>[]>;
