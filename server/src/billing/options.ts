import type { OptionList } from '@portal/contract/catalogue';
import { MONTH_NAMES } from '@portal/contract/format';

/**
 * The option lists of the payment forms (spec §7 billing.options.*). Their ids are what the
 * billing tables store, so an id, once given, keeps its meaning: add new entries at the end.
 */

export interface Option {
  id: number;
  text: string;
}

/** South African banks; universal branch codes are what most banks accept for debit orders. */
export const BANKS: (Option & { universalBranchCode: string })[] = [
  { id: 1, text: 'ABSA Bank', universalBranchCode: '632005' },
  { id: 2, text: 'African Bank', universalBranchCode: '430000' },
  { id: 3, text: 'Capitec Bank', universalBranchCode: '470010' },
  { id: 4, text: 'Discovery Bank', universalBranchCode: '679000' },
  { id: 5, text: 'First National Bank', universalBranchCode: '250655' },
  { id: 6, text: 'Investec Bank', universalBranchCode: '580105' },
  { id: 7, text: 'Nedbank', universalBranchCode: '198765' },
  { id: 8, text: 'Standard Bank', universalBranchCode: '051001' },
  { id: 9, text: 'TymeBank', universalBranchCode: '678910' },
];

export const BANK_ACCOUNT_TYPES: Option[] = [
  { id: 1, text: 'Cheque / Current' },
  { id: 2, text: 'Savings' },
  { id: 3, text: 'Transmission' },
];

/** A collection day: the day of the month, or 'last' for the month's last day. */
export type CollectionDay = Option & { day: number | 'last' };

export const DEBIT_ORDER_COLLECTION_DAYS: CollectionDay[] = [
  { id: 1, text: '1st of the month', day: 1 },
  { id: 2, text: '15th of the month', day: 15 },
  { id: 3, text: '25th of the month', day: 25 },
  { id: 4, text: 'Last day of the month', day: 'last' },
];

export const CREDIT_CARD_COLLECTION_DAYS: CollectionDay[] = [
  { id: 1, text: '1st of the month', day: 1 },
  { id: 2, text: '5th of the month', day: 5 },
  { id: 3, text: '10th of the month', day: 10 },
  { id: 4, text: '15th of the month', day: 15 },
  { id: 5, text: '20th of the month', day: 20 },
  { id: 6, text: '25th of the month', day: 25 },
];

/** Identity documents the alternate debit-collection provider accepts, each with the form its number takes. */
export const ID_NUMBER_TYPES: (Option & { pattern: RegExp; message: string })[] = [
  { id: 1, text: 'South African ID', pattern: /^\d{13}$/, message: 'A South African ID number has 13 digits.' },
  { id: 2, text: 'Passport', pattern: /^[A-Z0-9]{6,20}$/i, message: 'A passport number has 6 to 20 letters and digits.' },
  {
    id: 3,
    text: 'Company registration number',
    pattern: /^\d{4}\/\d{6}\/\d{2}$/,
    message: 'A company registration number looks like 2019/123456/07.',
  },
];

/** Card expiry months: the id is the month number; the text leads with the two digits printed on cards. */
export const MONTHS_OF_YEAR: Option[] = MONTH_NAMES.map((name, i) => ({ id: i + 1, text: `${String(i + 1).padStart(2, '0')} - ${name}` }));

/** Card expiry years: this year and the ten after it; the id is the year. */
export const yearOptions = (now: Date): Option[] =>
  Array.from({ length: 11 }, (_, i) => now.getUTCFullYear() + i).map((year) => ({ id: year, text: String(year) }));

export const toOptionList = (options: Option[]): OptionList => ({ items: options.map(({ id, text }) => ({ id, text })) });

export const findOption = <O extends Option>(options: O[], id: number | null | undefined): O | undefined =>
  id === null || id === undefined ? undefined : options.find((o) => o.id === id);
