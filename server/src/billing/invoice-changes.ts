import { INVOICE_LINE_KINDS, type InvoiceChange, type InvoiceChangeGroup, type InvoiceLineKind } from '@portal/contract/catalogue';

/** An invoice line as the comparison reads it: its amount in whole cents. */
export interface BilledLine {
  description: string;
  kind: string;
  serviceTag: string | null;
  amountCents: number;
}

export interface BilledInvoice {
  totalCents: number;
  lines: BilledLine[];
}

/** Where a line that is not a service's monthly plan is listed. */
const GROUP_OF_KIND: Record<Exclude<InvoiceLineKind, 'recurring'>, InvoiceChangeGroup> = {
  proration: 'plan-changes',
  'once-off': 'once-off',
  credit: 'credits-payments',
  payment: 'credits-payments',
};

/** A kind the database holds that this code does not know yet is shown as a once-off charge, never dropped. */
const kindOf = (line: BilledLine): InvoiceLineKind =>
  (INVOICE_LINE_KINDS as readonly string[]).includes(line.kind) ? (line.kind as InvoiceLineKind) : 'once-off';

const sum = (lines: BilledLine[]) => lines.reduce((cents, l) => cents + l.amountCents, 0);

function change(group: InvoiceChangeGroup, fields: Partial<InvoiceChange> & { description: string }): InvoiceChange {
  const previousCents = fields.previousCents ?? null;
  const currentCents = fields.currentCents ?? null;
  return {
    group,
    description: fields.description,
    previousDescription: fields.previousDescription ?? null,
    serviceTag: fields.serviceTag ?? null,
    previousCents,
    currentCents,
    amountCents: (currentCents ?? 0) - (previousCents ?? 0),
  };
}

/** Lines grouped by key, keys in the order they first appear. */
function byKey(lines: BilledLine[], key: (l: BilledLine) => string) {
  const groups = new Map<string, BilledLine[]>();
  for (const line of lines) groups.set(key(line), [...(groups.get(key(line)) ?? []), line]);
  return groups;
}

/** Each service's monthly plan on either invoice: new, ended, another plan, or the same plan at another price. */
function serviceChanges(previous: BilledLine[], current: BilledLine[]): InvoiceChange[] {
  const key = (l: BilledLine) => l.serviceTag ?? `line:${l.description}`;
  const before = byKey(previous, key);
  const now = byKey(current, key);
  const changes: InvoiceChange[] = [];
  for (const k of new Set([...now.keys(), ...before.keys()])) {
    const was = before.get(k);
    const is = now.get(k);
    const serviceTag = (is ?? was)![0].serviceTag;
    const describe = (lines: BilledLine[]) => lines.map((l) => l.description).join(' + ');
    if (!was) changes.push(change('new-services', { description: describe(is!), serviceTag, currentCents: sum(is!) }));
    else if (!is) changes.push(change('ended-services', { description: describe(was), serviceTag, previousCents: sum(was) }));
    else if (describe(was) !== describe(is))
      changes.push(change('plan-changes', { description: describe(is), previousDescription: describe(was), serviceTag, previousCents: sum(was), currentCents: sum(is) }));
    else if (sum(was) !== sum(is)) changes.push(change('price-changes', { description: describe(is), serviceTag, previousCents: sum(was), currentCents: sum(is) }));
  }
  return changes;
}

/**
 * Charges of one invoice only (part-months, once-off charges, credits, payments): one on both invoices, alike in
 * kind, service and description, is paired with its twin and shown only if its amount changed; the others are
 * added (this invoice) or gone (the previous one).
 */
function oneTimeChanges(previous: BilledLine[], current: BilledLine[]): InvoiceChange[] {
  const key = (l: BilledLine) => JSON.stringify([kindOf(l), l.serviceTag, l.description]);
  const before = byKey(previous, key);
  const changes: InvoiceChange[] = [];
  const entry = (line: BilledLine, fields: Partial<InvoiceChange>) =>
    change(GROUP_OF_KIND[kindOf(line) as keyof typeof GROUP_OF_KIND], { description: line.description, serviceTag: line.serviceTag, ...fields });
  for (const line of current) {
    const twin = before.get(key(line))?.shift();
    if (!twin) changes.push(entry(line, { currentCents: line.amountCents }));
    else if (twin.amountCents !== line.amountCents) changes.push(entry(line, { previousCents: twin.amountCents, currentCents: line.amountCents }));
  }
  for (const line of [...before.values()].flat()) changes.push(entry(line, { previousCents: line.amountCents }));
  return changes;
}

/**
 * Why `current` differs from `previous`, line by line. Every line of both invoices is accounted for once, so the
 * changes add up to the difference of the lines' sums; should a stored total differ from its lines' sum, an
 * adjustment carries the rest, and the changes always add up to `current.totalCents − previous.totalCents` exactly.
 */
export function explainInvoiceChange(previous: BilledInvoice, current: BilledInvoice): InvoiceChange[] {
  const recurring = (i: BilledInvoice) => i.lines.filter((l) => kindOf(l) === 'recurring');
  const oneTime = (i: BilledInvoice) => i.lines.filter((l) => kindOf(l) !== 'recurring');
  const changes = [...serviceChanges(recurring(previous), recurring(current)), ...oneTimeChanges(oneTime(previous), oneTime(current))];
  const unexplained = current.totalCents - previous.totalCents - changes.reduce((cents, c) => cents + c.amountCents, 0);
  if (unexplained !== 0) changes.push(change('adjustments', { description: 'Other adjustments', currentCents: unexplained }));
  return changes;
}
