import type { ActionOutput } from '@portal/contract';
import { Checkbox, Select, TextField } from '@portal/ui';
import { useFormContext } from 'react-hook-form';
import { useBankAccountTypeOptions } from '../../payment-options/api/get-bank-account-type-options';
import { useBankOptions } from '../../payment-options/api/get-bank-options';
import { useDebitOrderCollectionDayOptions } from '../../payment-options/api/get-debit-order-collection-day-options';
import { useIdNumberTypeOptions } from '../../payment-options/api/get-id-number-type-options';
import { OptionListsGate } from '../../payment-options/components/option-lists-gate';
import type { EditPaymentValues } from '../edit-payment-values';

type DebitOrderOnRecord = NonNullable<ActionOutput<'billing.GetBillingDetails'>['billingDetails']['debitOrderDetailsBean']>;

export interface DebitOrderFormProps {
  onRecord: DebitOrderOnRecord | null;
  customerName: string;
  /** App configuration: the alternate debit-collection provider also needs the account holder's ID. */
  alternateProvider: boolean;
}

/** spec §5 Debit order form. */
export function DebitOrderForm(props: DebitOrderFormProps) {
  const banks = useBankOptions();
  const accountTypes = useBankAccountTypeOptions();
  const collectionDays = useDebitOrderCollectionDayOptions();
  const idTypes = useIdNumberTypeOptions({ enabled: props.alternateProvider });
  const lists = [banks, accountTypes, collectionDays, ...(props.alternateProvider ? [idTypes] : [])];
  return (
    <OptionListsGate queries={lists}>
      <DebitOrderFields
        {...props}
        banks={banks.data?.items ?? []}
        accountTypes={accountTypes.data?.items ?? []}
        collectionDays={collectionDays.data?.items ?? []}
        idTypes={idTypes.data?.items ?? []}
      />
    </OptionListsGate>
  );
}

type Items = ActionOutput<'billing.options.GetBankOptions'>['items'];

function DebitOrderFields({
  onRecord,
  customerName,
  alternateProvider,
  banks,
  accountTypes,
  collectionDays,
  idTypes,
}: DebitOrderFormProps & { banks: Items; accountTypes: Items; collectionDays: Items; idTypes: Items }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EditPaymentValues>();
  const error = errors.debit ?? {};
  const numberOnRecord = onRecord?.accountNumberObfuscated || null;
  const idOnRecord = onRecord?.idNumber || null;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend className="portal-visually-hidden">Debit order details</legend>
      <TextField
        label="Account holder name"
        error={error.accountHolder?.message}
        {...register('debit.accountHolder')}
      />
      <Select
        label="Bank name"
        options={banks}
        error={error.bankNameId?.message}
        {...register('debit.bankNameId')}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        hint={numberOnRecord ? `On record: ${numberOnRecord}. Leave it blank to keep this account number.` : undefined}
        error={error.accountNumber?.message}
        {...register('debit.accountNumber')}
      />
      <Select
        label="Account type"
        options={accountTypes}
        error={error.accountTypeId?.message}
        {...register('debit.accountTypeId')}
      />
      <TextField
        label="Branch code"
        inputMode="numeric"
        error={error.branchCode?.message}
        {...register('debit.branchCode')}
      />
      <Select
        label="Collection day"
        options={collectionDays}
        error={error.debitCollectionDayId?.message}
        {...register('debit.debitCollectionDayId')}
      />
      {alternateProvider && (
        <>
          <Select
            label="ID type"
            options={idTypes}
            error={error.idNumberTypeId?.message}
            {...register('debit.idNumberTypeId')}
          />
          <TextField
            label="ID number"
            hint={idOnRecord ? `On record: ${idOnRecord}. Leave it blank to keep this ID number.` : undefined}
            error={error.idNumber?.message}
            {...register('debit.idNumber')}
          />
        </>
      )}
      <Checkbox
        label={`I, ${customerName.trim() || 'the account holder'}, authorise the service provider to debit the bank account above with the amounts due on my account, on the collection day I chose, until I cancel this authority.`}
        error={error.declarationAccepted?.message}
        {...register('debit.declarationAccepted')}
      />
    </fieldset>
  );
}
