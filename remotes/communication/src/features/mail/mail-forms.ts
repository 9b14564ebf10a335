import { zodResolver } from '@hookform/resolvers/zod';
import { catalogue, chosenId, DNS_TTL, dnsRecordFields, dnsRecordInput, entered, localPartAt, typedNumber, type DnsRecordInput, type DnsType } from '@portal/contract/catalogue';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * The mail forms check what their actions check, with the spec's messages: the catalogue's input schemas, picked and
 * extended where a form holds a value differently (the part before @ of an address, a select's '', a number as text).
 */

const addMailbox = catalogue['communication.AddMailbox'].input;
const addAlias = catalogue['communication.AddMailAlias'].input;
const setForwarding = catalogue['communication.SetMailForwarding'].input;
const addExchangeMailbox = catalogue['communication.AddExchangeMailbox'].input;

/** A schema's resolver: the values as typed (raw) are what the form submits. */
const checkWith = <V extends FieldValues>(schema: Parameters<typeof zodResolver>[0]) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;

export interface AddMailboxValues {
  localPart: string;
  displayName: string;
  quotaMb: string;
}

/** Add a mailbox (communication.AddMailbox): the address at the domain, the display name and the chosen size. */
export const addMailboxResolver = (domain: string) =>
  checkWith<AddMailboxValues>(
    addMailbox.pick({ displayName: true }).extend({
      localPart: localPartAt(domain, 'Please enter the part of the address before the @.', addMailbox.shape.address),
      quotaMb: chosenId('Please choose a mailbox size.', addMailbox.shape.quotaMb),
    }),
  );

export interface ForwardingValues {
  forwardTo: string;
  keepCopy: boolean;
}

/** Forwarding of a mailbox (communication.SetMailForwarding): the outside address and whether a copy is kept. */
export const forwardingResolver = checkWith<ForwardingValues>(setForwarding.pick({ forwardTo: true, keepCopy: true }));

export interface AliasValues {
  localPart: string;
  deliversTo: string;
}

/** Add an alias (communication.AddMailAlias): its address at the domain and the mailbox chosen to deliver to. */
export const aliasResolver = (domain: string) =>
  checkWith<AliasValues>(
    addAlias.pick({ deliversTo: true }).extend({
      localPart: localPartAt(domain, 'Please enter the part of the alias before the @.', addAlias.shape.address),
      deliversTo: entered('Please choose the mailbox it delivers to.', addAlias.shape.deliversTo),
    }),
  );

export interface ExchangeMailboxValues {
  localPart: string;
  displayName: string;
  productId: string;
}

/** Add an Exchange mailbox (communication.AddExchangeMailbox): the address at the domain, display name and plan. */
export const exchangeMailboxResolver = (domain: string) =>
  checkWith<ExchangeMailboxValues>(
    addExchangeMailbox.pick({ displayName: true }).extend({
      localPart: localPartAt(domain, 'Please enter the part of the address before the @.', addExchangeMailbox.shape.address),
      productId: chosenId('Please choose a mailbox plan.', addExchangeMailbox.shape.productId),
    }),
  );

export interface RecordValues {
  type: DnsType | '';
  name: string;
  value: string;
  priority: string;
  ttl: string;
}

/** The record the form sends: the priority only for an MX record. */
export const recordInput = (values: RecordValues): DnsRecordInput => ({
  type: values.type as DnsType,
  name: values.name.trim(),
  value: values.value.trim(),
  ttl: Number(values.ttl),
  ...(values.type === 'MX' ? { priority: Number(values.priority) } : {}),
});

/** Each field by its own rule first (the priority only for an MX record), then the record as a whole (a value of its type). */
const recordFields = dnsRecordFields.pick({ name: true }).extend({
  type: entered('Please choose a record type.', dnsRecordFields.shape.type),
  value: entered('Please enter a value.', dnsRecordFields.shape.value),
  ttl: typedNumber(`The TTL must be a whole number from ${DNS_TTL.min} to ${DNS_TTL.max}.`, dnsRecordFields.shape.ttl),
});
const priority = typedNumber('The priority must be a whole number from 0 to 65535.', dnsRecordFields.shape.priority.unwrap().unwrap());
const asRecord = (values: unknown) => recordInput(values as RecordValues);
const checkRecord = checkWith<RecordValues>(recordFields.loose().transform(asRecord).pipe(dnsRecordInput));
const checkMxRecord = checkWith<RecordValues>(recordFields.extend({ priority }).transform(asRecord).pipe(dnsRecordInput));

/** A DNS record (communication.AddDnsRecord, ChangeDnsRecord). */
export const recordResolver: Resolver<RecordValues> = (values, context, options) => (values.type === 'MX' ? checkMxRecord : checkRecord)(values, context, options);
