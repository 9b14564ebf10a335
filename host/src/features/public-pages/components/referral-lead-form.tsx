import { isActionError, messageForPeople } from '@portal/contract';
import { Alert, Button, TextField } from '@portal/ui';
import { AddressLookupInput } from '@portal/ui/address-lookup';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  buildReferralLeadInput,
  REFERRAL_LEAD_FIELDS,
  REFERRAL_LEAD_RULES as RULES,
  referralLeadDefaults,
  type ReferralLeadValues,
} from '../referral-lead-values';
import { useSubmitReferralLead } from '../api/submit-referral-lead';

export const NOT_SENT_PREFIX = 'Your details were not sent: ';

/** The form field a refusal names, when it is one of ours (a 400 with field 'address.city', say). */
const refusedField = (error: Error | null) =>
  isActionError(error) && error.status === 400 && error.field && REFERRAL_LEAD_FIELDS.has(error.field)
    ? (error.field as FieldPath<ReferralLeadValues>)
    : null;

/** The referred friend's details (referrals.SubmitReferralLead, a public action); on success the server's thanks. */
export function ReferralLeadForm({ initialCode }: { initialCode: string }) {
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitReferralLead();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ReferralLeadValues>({ mode: 'onTouched', defaultValues: referralLeadDefaults(initialCode) });

  useEffect(() => {
    if (submit.isSuccess) thanksRef.current?.focus();
  }, [submit.isSuccess]);

  const send = handleSubmit((values) =>
    submit.mutate(buildReferralLeadInput(values), {
      onError: (error) => {
        const field = refusedField(error);
        if (field) setError(field, { message: messageForPeople(error) }, { shouldFocus: true });
      },
    }),
  );

  if (submit.isSuccess) {
    return (
      <div role="status" className="portal-referral__thanks">
        <h2 ref={thanksRef} tabIndex={-1}>
          {submit.data.message}
        </h2>
      </div>
    );
  }

  const fill = { shouldValidate: true, shouldDirty: true } as const;
  const e = errors.address;
  return (
    <form noValidate onSubmit={send} aria-label="Your details">
      {submit.isError && !refusedField(submit.error) && (
        <Alert tone="error">
          {NOT_SENT_PREFIX}
          {messageForPeople(submit.error)}
        </Alert>
      )}
      <TextField
        label="First name"
        autoComplete="given-name"
        maxLength={RULES.firstName.maxLength}
        error={errors.firstName?.message}
        {...register('firstName', { validate: RULES.firstName.validate })}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        maxLength={RULES.lastName.maxLength}
        error={errors.lastName?.message}
        {...register('lastName', { validate: RULES.lastName.validate })}
      />
      <TextField
        label="Cell number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 082 123 4567"
        maxLength={RULES.cellNumber.maxLength}
        error={errors.cellNumber?.message}
        {...register('cellNumber', { validate: RULES.cellNumber.validate })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={RULES.email.maxLength}
        error={errors.email?.message}
        {...register('email', { validate: RULES.email.validate })}
      />
      <fieldset>
        <legend>Your address</legend>
        <AddressLookupInput
          label="Address line 1"
          maxLength={RULES.line1.maxLength}
          error={e?.line1?.message}
          {...register('address.line1', { validate: RULES.line1.validate })}
          onSelectAddress={(address) => {
            setValue('address.line2', address.line2, fill);
            setValue('address.city', address.city, fill);
            setValue('address.postalCode', address.postalCode, fill);
          }}
        />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={RULES.line2.maxLength}
          error={e?.line2?.message}
          {...register('address.line2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={RULES.city.maxLength}
          error={e?.city?.message}
          {...register('address.city', { validate: RULES.city.validate })}
        />
        <TextField
          label="Postal code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={RULES.postalCode.maxLength}
          error={e?.postalCode?.message}
          {...register('address.postalCode', { validate: RULES.postalCode.validate })}
        />
      </fieldset>
      <TextField
        label="Referral code"
        hint="From the link you were sent."
        autoCapitalize="characters"
        maxLength={RULES.code.maxLength}
        error={errors.code?.message}
        {...register('code', { validate: RULES.code.validate })}
      />
      <Button type="submit" busy={submit.isPending}>
        Send my details
      </Button>
    </form>
  );
}
