import { CAPABILITY_UNAVAILABLE_MESSAGES, type Capabilities, type Capability } from '@portal/contract';
import { serviceUnavailable } from '../http/action-failure';
import type { DebitCollectionAdapter } from './debit-collection';
import type { HelpdeskAdapter } from './helpdesk';
import type { PaymentGateway } from './payment-gateway';
import type { ProvisioningAdapter } from './provisioning';

/**
 * A capability whose adapter is not configured (production, until its real adapter exists) is off, never simulated:
 * its actions answer 503 SERVICE_UNAVAILABLE with the sentence its pages show, before anything is recorded.
 */
export const capabilityOff = (capability: Capability) => serviceUnavailable(CAPABILITY_UNAVAILABLE_MESSAGES[capability]);

/** Refuses the action unless the capability is on; call it first in the handler, before any write. */
export function requireCapability(ctx: { capabilities: Capabilities }, capability: Capability) {
  if (!ctx.capabilities[capability]) throw capabilityOff(capability);
}

const refuse = (capability: Capability) => async (): Promise<never> => {
  throw capabilityOff(capability);
};

/** No card gateway: every call refuses; no /gateway-sim/ is served. */
export const offPaymentGateway = (): PaymentGateway => ({
  createSession: refuse('payments'),
  links: () => {
    throw capabilityOff('payments');
  },
  readOutcome: refuse('payments'),
  cancelSession: refuse('payments'),
});

/** No provisioning: nothing is submitted, so nothing completes. */
export const offProvisioning = (): ProvisioningAdapter => ({
  kind: 'off',
  submit: refuse('provisioning'),
  collectCompleted: async () => [],
  onCompleted: () => undefined,
  close: () => undefined,
});

/** No helpdesk: nothing is told, and no agent answers. */
export const offHelpdesk = (): HelpdeskAdapter => ({
  kind: 'off',
  notify: refuse('helpdesk'),
  pendingReplies: async () => [],
  acknowledge: async () => undefined,
  close: () => undefined,
});

export const offDebitCollection = (): DebitCollectionAdapter => ({ kind: 'off', register: refuse('debitOrders') });
