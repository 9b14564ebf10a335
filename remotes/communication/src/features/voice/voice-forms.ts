import { zodResolver } from '@hookform/resolvers/zod';
import { catalogue, fieldsOf, withMessage, type SetNumberRoutingInput } from '@portal/contract/catalogue';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * The voice forms check what their actions check, with the spec's messages: the catalogue's input schemas, their
 * fields picked where the form shows them (a number only while forwarding is on) and extended where the form's
 * message is its own.
 */

const addExtension = catalogue['communication.AddExtension'].input;
const setCallForwarding = catalogue['communication.SetCallForwarding'].input;
const setVoicemail = catalogue['communication.SetVoicemailToEmail'].input;
const setNumberRouting = catalogue['communication.SetNumberRouting'].input;
const addFaxAddress = catalogue['communication.AddFaxAddress'].input;

/** A schema's resolver: the values as typed (raw) are what the form submits. */
const checkWith = <V extends FieldValues>(schema: Parameters<typeof zodResolver>[0]) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;

export interface ExtensionValues {
  extension: string;
  name: string;
  device: string;
}

/** Add an extension (communication.AddExtension); a number the service already has is refused here too (409). */
export const extensionResolver = (inUse: readonly string[]) =>
  checkWith<ExtensionValues>(
    addExtension.pick({ name: true, device: true }).extend({
      extension: addExtension.shape.extension.superRefine((extension, ctx) => {
        if (inUse.includes(extension)) ctx.addIssue({ code: 'custom', message: `Extension ${extension} is already in use.` });
      }),
    }),
  );

export interface ForwardingRuleValues {
  enabled: boolean;
  number: string;
  afterSeconds: string;
}

/** One forwarding rule (communication.SetCallForwarding): the number it forwards to, while it is on. */
const checkForwardingOn = checkWith<ForwardingRuleValues>(fieldsOf(setCallForwarding, []).extend({ number: setCallForwarding.shape.number.unwrap() }));
const checkForwardingOff = checkWith<ForwardingRuleValues>(fieldsOf(setCallForwarding, ['enabled']));
export const forwardingRuleResolver: Resolver<ForwardingRuleValues> = (values, context, options) =>
  (values.enabled ? checkForwardingOn : checkForwardingOff)(values, context, options);

export interface VoicemailValues {
  enabled: boolean;
  email: string;
}

/** Voicemail to email (communication.SetVoicemailToEmail): the address, while it is on. */
const checkVoicemailOn = checkWith<VoicemailValues>(fieldsOf(setVoicemail, ['enabled']).extend({ email: setVoicemail.shape.email.unwrap() }));
const checkVoicemailOff = checkWith<VoicemailValues>(fieldsOf(setVoicemail, ['enabled']));
export const voicemailResolver: Resolver<VoicemailValues> = (values, context, options) => (values.enabled ? checkVoicemailOn : checkVoicemailOff)(values, context, options);

export interface RoutingValues {
  destination: string;
  /** Ring another number outside business hours. */
  hours: boolean;
  outOfHours: { opens: string; closes: string; destination: string };
}

/** What communication.SetNumberRouting is sent: the out-of-hours routing only when it is asked for. */
export const routingInput = (serviceTag: string, values: RoutingValues) => ({
  serviceTag,
  destination: values.destination,
  outOfHours: values.hours ? values.outOfHours : null,
});

const outOfHours = setNumberRouting.shape.outOfHours.unwrap();

/**
 * Where a number rings (communication.SetNumberRouting): each number and time by its own rule (the closing time with
 * its own example), then the routing as a whole (business hours close after they open).
 */
export const routingResolver = (serviceTag: string): Resolver<RoutingValues> => {
  const destination = fieldsOf(setNumberRouting, ['destination']);
  const allHours = checkWith<RoutingValues>(destination);
  const withHours = checkWith<RoutingValues>(
    destination
      .extend({ outOfHours: outOfHours.extend({ closes: withMessage('Please enter a time such as 17:00.', outOfHours.shape.closes) }) })
      .transform((values): SetNumberRoutingInput => ({ serviceTag, ...values }))
      .pipe(setNumberRouting),
  );
  return (values, context, options) => (values.hours ? withHours : allHours)(values, context, options);
};

/** A fax address (communication.AddFaxAddress) as the action checks it: its message, or null when it is one. */
export function faxAddressProblem(email: string) {
  const result = addFaxAddress.shape.email.safeParse(email);
  return result.success ? null : result.error.issues[0].message;
}
