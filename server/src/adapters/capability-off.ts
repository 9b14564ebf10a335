import { CAPABILITY_UNAVAILABLE_MESSAGES, type Capabilities, type Capability } from '@portal/contract';
import { serviceUnavailable } from '../http/action-failure';
import type { DebitCollectionAdapter } from './debit-collection';
import type { PaymentGateway } from './payment-gateway';

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

export const offDebitCollection = (): DebitCollectionAdapter => ({ kind: 'off', register: refuse('debitOrders') });
