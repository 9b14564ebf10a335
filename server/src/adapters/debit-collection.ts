import type { FastifyBaseLogger } from 'fastify';
import { obfuscateAccountNumber, obfuscateIdNumber } from '../billing/obfuscate';

/**
 * The debit-collection provider that runs the debit orders. It is the only place the full bank account
 * number (and ID number) goes: the portal keeps the obfuscated forms.
 */
export interface DebitOrderRegistration {
  accountCode: string;
  accountHolder: string;
  bankName: string;
  branchCode: string;
  accountTypeId: number;
  collectionDayId: number;
  /** The full account number; absent when the customer kept the number on record. */
  accountNumber?: string;
  idNumberTypeId: number | null;
  /** The full ID number; absent when unchanged. */
  idNumber?: string;
  /** ctx.alternateDebitCollectionProvider: the alternate provider also needs the ID number. */
  provider: 'standard' | 'alternate';
}

export interface DebitCollectionAdapter {
  readonly kind: string;
  /** Registers new or changed debit-order details; throws when the provider refuses them. */
  register(registration: DebitOrderRegistration, log: FastifyBaseLogger): Promise<void>;
}

/** The demo provider: accepts every registration and logs it with the numbers obfuscated. */
export function demoDebitCollectionAdapter(): DebitCollectionAdapter {
  return {
    kind: 'demo',
    async register(registration, log) {
      log.info(
        {
          debitCollection: {
            provider: registration.provider,
            accountCode: registration.accountCode,
            bankName: registration.bankName,
            accountNumberObfuscated: registration.accountNumber ? obfuscateAccountNumber(registration.accountNumber) : 'unchanged',
            idNumberObfuscated: registration.idNumber ? obfuscateIdNumber(registration.idNumber) : 'unchanged',
            collectionDayId: registration.collectionDayId,
          },
        },
        'debit order registered with the collection provider (demo)',
      );
    },
  };
}
