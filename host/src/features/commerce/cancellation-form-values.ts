import type { CancellationContext, CancellationOptions } from '@portal/contract';
import { catalogue, checkbox, chosen, entered, enteredDate, perItem, selectMessage } from '@portal/contract/catalogue';
import { checkDate, DATE_UNREADABLE_MESSAGE, parseDate } from '@portal/ui/date-field';

export type ReturnMethod = 'courier-collection' | 'drop-off';

export const RETURN_METHODS: { value: ReturnMethod; label: string }[] = [
  { value: 'courier-collection', label: 'Courier collection: a courier collects it from you' },
  { value: 'drop-off', label: 'Drop-off: you bring it to one of our stores' },
];

export interface CancellationValues {
  cancellationDate: string;
  /** One box per line of the options, in their order. */
  lines: boolean[];
  reasonId: string;
  comment: string;
  /** One return method per hardware item of the options, in their order; null until chosen. */
  hardware: (ReturnMethod | null)[];
}

/** The service's plan: the options list it first (the lines that end with it follow). */
export const planLineOf = (options: CancellationOptions) => options.lines[0];

/** A new form starts at the earliest date with every line ticked; coming back from the confirm page keeps the choices. */
export function cancellationDefaults(options: CancellationOptions, saved: CancellationContext | null): CancellationValues {
  const previous = saved?.serviceTag === options.serviceTag ? saved : null;
  return {
    cancellationDate: previous?.cancellationDate ?? options.earliestDate,
    lines: options.lines.map((line) => (previous ? previous.cancellationLines.includes(line.id) : true)),
    reasonId: previous?.cancellationInformation.reasonId ?? '',
    comment: previous?.cancellationInformation.comment ?? '',
    hardware: options.hardware.map(
      (item) => previous?.cancellationHardware?.find((chosen) => chosen.id === item.id)?.returnMethod ?? null,
    ),
  };
}

/** A date as the date field hands it over (or as typed: '2027/1/5', '5/1/2027') as YYYY-MM-DD ('2027-01-05'). */
const isoDateOf = (value: string) => parseDate(value) ?? value.trim();

const cancellation = catalogue['commerce.CancelService'].input.shape.cancellation;
const information = cancellation.shape.cancellationInformation;
const returnMethod = cancellation.shape.cancellationHardware.unwrap().element.shape.returnMethod;

/**
 * The form as commerce.CancelService checks the cancellation context, with the form's messages in front: the date
 * required and a day (the date field's words), then within the dates the options allow (the server's rule and
 * message); the plan's box ticked; a reason (spec §5 select); a return method for each item of hardware.
 */
export function cancellationForm(options: CancellationOptions) {
  const plan = planLineOf(options);
  return information.extend({
    cancellationDate: enteredDate('Please choose a cancellation date.', DATE_UNREADABLE_MESSAGE, cancellation.shape.cancellationDate).superRefine((day, ctx) => {
      const outside = checkDate(day, { min: options.earliestDate, max: options.latestDate });
      if (outside !== true) ctx.addIssue({ code: 'custom', message: outside });
    }),
    lines: perItem(options.lines, (line) => checkbox(line === plan ? `${line.description} is the service’s plan: it must be cancelled with the service.` : undefined)),
    reasonId: entered(selectMessage('Reason'), information.shape.reasonId),
    hardware: perItem(options.hardware, (item) => chosen(selectMessage(item.description), returnMethod)),
  });
}

/** spec §3 Cancellation context, from the form. */
export function toCancellationContext(
  options: CancellationOptions,
  values: CancellationValues,
  cancellationRoute: string,
): CancellationContext {
  const comment = values.comment.trim();
  return {
    serviceTag: options.serviceTag,
    cancellationDate: isoDateOf(values.cancellationDate),
    cancellationLines: options.lines.filter((_, index) => values.lines[index]).map((line) => line.id),
    cancellationRoute,
    cancellationInformation: { reasonId: values.reasonId, ...(comment ? { comment } : {}) },
    cancellationHardware: options.hardware.map((item, index) => ({ id: item.id, returnMethod: values.hardware[index] as ReturnMethod })),
  };
}
