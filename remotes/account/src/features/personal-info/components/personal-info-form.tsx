import { zodResolver } from '@hookform/resolvers/zod';
import { isActionError, type AccountDetails } from '@portal/contract';
import { updateAddressInput } from '@portal/contract/catalogue';
import { Alert, Button, TextField } from '@portal/ui';
import { AddressLookupInput, type SuggestedAddress } from '@portal/ui/address-lookup';
import { useEffect, useId, useRef } from 'react';
import { useForm, type FieldPath, type UseFormRegister, type FieldErrors, type Resolver } from 'react-hook-form';
import { useUpdateAddress } from '../api/update-address';
import { ADDRESS_MAX_LENGTH, buildUpdateAddressInput, personalInfoDefaults, type PersonalInfoValues } from '../address-form-values';

export const UPDATE_FAILED_PREFIX = 'Your details were not updated: ';

/** The form checks what account.UpdateAddress checks, with its messages (spec §5 cellnumber and landline among them). */
const personalInfoForm = zodResolver(updateAddressInput, undefined, { raw: true }) as Resolver<PersonalInfoValues>;

const FORM_FIELDS = new Set<string>([
  'cellNumber',
  'landline',
  ...['postalAddress', 'physicalAddress'].flatMap((a) => ['line1', 'line2', 'city', 'postalCode'].map((f) => `${a}.${f}`)),
]);

function AddressFields({
  kind,
  legend,
  register,
  errors,
  onSelectAddress,
}: {
  kind: 'postalAddress' | 'physicalAddress';
  legend: string;
  register: UseFormRegister<PersonalInfoValues>;
  errors: FieldErrors<PersonalInfoValues>;
  /** A suggestion was picked for line 1 (already in the field): fill the address's other fields. */
  onSelectAddress: (address: SuggestedAddress) => void;
}) {
  const e = errors[kind];
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>{legend}</legend>
      <AddressLookupInput
        label="Address line 1"
        maxLength={ADDRESS_MAX_LENGTH.line1}
        error={e?.line1?.message}
        {...register(`${kind}.line1`)}
        onSelectAddress={onSelectAddress}
      />
      <TextField
        label="Address line 2 (optional)"
        maxLength={ADDRESS_MAX_LENGTH.line2}
        error={e?.line2?.message}
        {...register(`${kind}.line2`)}
      />
      <TextField
        label="City"
        maxLength={ADDRESS_MAX_LENGTH.city}
        error={e?.city?.message}
        {...register(`${kind}.city`)}
      />
      <TextField
        label="Postal code"
        inputMode="numeric"
        maxLength={ADDRESS_MAX_LENGTH.postalCode}
        error={e?.postalCode?.message}
        {...register(`${kind}.postalCode`)}
      />
    </fieldset>
  );
}

export interface PersonalInfoFormProps {
  account: AccountDetails;
  onSaved: () => void;
  onCancel: () => void;
}

/** Editing the contact numbers and the postal and physical address (account.UpdateAddress), with spec §5 rules. */
export function PersonalInfoForm({ account, onSaved, onCancel }: PersonalInfoFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateAddress();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PersonalInfoValues>({ mode: 'onTouched', resolver: personalInfoForm, defaultValues: personalInfoDefaults(account) });

  useEffect(() => headingRef.current?.focus(), []);

  const fillAddress = (kind: 'postalAddress' | 'physicalAddress') => (address: SuggestedAddress) => {
    const fill = { shouldValidate: true, shouldDirty: true } as const;
    setValue(`${kind}.line2`, address.line2, fill);
    setValue(`${kind}.city`, address.city, fill);
    setValue(`${kind}.postalCode`, address.postalCode, fill);
  };

  const save = handleSubmit((values) =>
    update.mutate(buildUpdateAddressInput(values), {
      onSuccess: onSaved,
      onError: (error) => {
        // A field the server refused gets its message too (the server prefixes it with the field's path).
        const field = isActionError(error) ? error.field : undefined;
        if (field && FORM_FIELDS.has(field)) {
          setError(field as FieldPath<PersonalInfoValues>, { message: error.message.replace(`${field}: `, '') });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={save} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} style={{ margin: '0 0 12px', fontSize: '1rem' }}>
        Edit your contact numbers and addresses
      </h3>
      {update.isError && (
        <Alert tone="error">
          {UPDATE_FAILED_PREFIX}
          {update.error.message}
        </Alert>
      )}
      <div className="portal-grid">
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>Contact numbers</legend>
          <TextField
            label="Cell number"
            type="tel"
            inputMode="tel"
            maxLength={20}
            hint="You sign in with this number."
            error={errors.cellNumber?.message}
            {...register('cellNumber')}
          />
          <TextField
            label="Landline (optional)"
            type="tel"
            inputMode="tel"
            maxLength={20}
            error={errors.landline?.message}
            {...register('landline')}
          />
        </fieldset>
        <AddressFields
          kind="postalAddress"
          legend="Postal address"
          register={register}
          errors={errors}
          onSelectAddress={fillAddress('postalAddress')}
        />
        <AddressFields
          kind="physicalAddress"
          legend="Physical address"
          register={register}
          errors={errors}
          onSelectAddress={fillAddress('physicalAddress')}
        />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <Button type="submit" busy={update.isPending}>
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
