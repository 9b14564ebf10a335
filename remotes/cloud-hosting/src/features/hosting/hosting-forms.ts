import { zodResolver } from '@hookform/resolvers/zod';
import { catalogue, entered, withMessage } from '@portal/contract/catalogue';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * The hosting forms check what their actions check, with the spec's messages: the catalogue's input schemas, picked
 * for the fields the form shows.
 */

const addDomain = catalogue['cloud.AddHostingDomain'].input;
const addVisitor = catalogue['cloud.AddColocationVisitor'].input;
const remoteHands = catalogue['cloud.RequestRemoteHands'].input;

/** A schema's resolver: the values as typed (raw) are what the form submits. */
const checkWith = <V extends FieldValues>(schema: Parameters<typeof zodResolver>[0]) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;

export interface DomainValues {
  domain: string;
}

/** Add a domain (cloud.AddHostingDomain): a name the action takes; whatever is wrong with it, the form's one example. */
export const domainResolver = checkWith<DomainValues>(
  addDomain.pick({ domain: true }).extend({
    domain: entered('Please enter a domain name.', withMessage('Please enter a domain name like example.co.za: letters, digits, hyphens and dots.', addDomain.shape.domain)),
  }),
);

export interface VisitorValues {
  name: string;
  idOrCompany: string;
  cellNumber: string;
}

/** Add a visitor to the access list (cloud.AddColocationVisitor). */
export const visitorResolver = checkWith<VisitorValues>(addVisitor.pick({ name: true, idOrCompany: true, cellNumber: true }));

export interface RemoteHandsValues {
  task: string;
  description: string;
}

/** Request remote hands (cloud.RequestRemoteHands): the task and what to do; the form's key is its own. */
export const remoteHandsResolver = checkWith<RemoteHandsValues>(remoteHands.pick({ task: true, description: true }));
