import {
  BANK_ACCOUNT_TYPES,
  BANKS,
  CREDIT_CARD_COLLECTION_DAYS,
  DEBIT_ORDER_COLLECTION_DAYS,
  ID_NUMBER_TYPES,
  MONTHS_OF_YEAR,
  toOptionList,
  yearOptions,
} from '../../billing/options';
import { defineAction } from '../define-action';

/** spec §7 billing.options.*: the payment forms' select lists (the browser caches each for 600 s). */

export const getBankOptions = defineAction({
  name: 'billing.options.GetBankOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(BANKS),
});

export const getBankAccountTypeOptions = defineAction({
  name: 'billing.options.GetBankAccountTypeOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(BANK_ACCOUNT_TYPES),
});

export const getDebitOrderCollectionDayOptions = defineAction({
  name: 'billing.options.GetDebitOrderCollectionDayOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(DEBIT_ORDER_COLLECTION_DAYS),
});

export const getIdNumberTypeOptions = defineAction({
  name: 'billing.options.GetIdNumberTypeOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(ID_NUMBER_TYPES),
});

export const getMonthOfYearOptions = defineAction({
  name: 'billing.options.GetMonthOfYearOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(MONTHS_OF_YEAR),
});

export const getYearOptions = defineAction({
  name: 'billing.options.GetYearOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async (_input, ctx) => toOptionList(yearOptions(ctx.clock.now())),
});

export const getCreditCardCollectionDayOptions = defineAction({
  name: 'billing.options.GetCreditCardCollectionDayOptions',
  auth: 'session',
  modules: ['billing'],
  handler: async () => toOptionList(CREDIT_CARD_COLLECTION_DAYS),
});

export const BILLING_OPTION_ACTIONS = [
  getBankOptions,
  getBankAccountTypeOptions,
  getDebitOrderCollectionDayOptions,
  getIdNumberTypeOptions,
  getMonthOfYearOptions,
  getYearOptions,
  getCreditCardCollectionDayOptions,
];
