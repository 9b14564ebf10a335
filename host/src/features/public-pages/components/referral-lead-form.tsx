import { zodResolver } from '@hookform/resolvers/zod';
import { isActionError, messageForPeople } from '@portal/contract';
import { referralLeadInput } from '@portal/contract/catalogue';
import { Alert, Button, TextField } from '@portal/ui';
import { AddressLookupInput } from '@portal/ui/address-lookup';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import {
  buildReferralLeadInput,
  REFERRAL_LEAD_FIELDS,
  REFERRAL_LEAD_LIMITS as LIMITS,
  referralLeadDefaults,
  type ReferralLeadValues,
} from '../referral-lead-values';
import { useSubmitReferralLead } from '../api/submit-referral-lead';

export const NOT_SENT_PREFIX = 'Your details were not sent: ';

/** The form checks what the server checks, with its messages: referrals.SubmitReferralLead's schema, on the values as typed. */
const referralLeadForm = zodResolver(referralLeadInput, undefined, { raw: true }) as Resolver<ReferralLeadValues>;

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
  } = useForm<ReferralLeadValues>({ mode: 'onTouched', resolver: referralLeadForm, defaultValues: referralLeadDefaults(initialCode) });

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
        maxLength={LIMITS.firstName}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        maxLength={LIMITS.lastName}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Cell number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 082 123 4567"
        maxLength={LIMITS.cellNumber}
        error={errors.cellNumber?.message}
        {...register('cellNumber')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <fieldset>
        <legend>Your address</legend>
        <AddressLookupInput
          label="Address line 1"
          maxLength={LIMITS.line1}
          error={e?.line1?.message}
          {...register('address.line1')}
          onSelectAddress={(address) => {
            setValue('address.line2', address.line2, fill);
            setValue('address.city', address.city, fill);
            setValue('address.postalCode', address.postalCode, fill);
          }}
        />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={LIMITS.line2}
          error={e?.line2?.message}
          {...register('address.line2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={LIMITS.city}
          error={e?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label="Postal code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.postalCode}
          error={e?.postalCode?.message}
          {...register('address.postalCode')}
        />
      </fieldset>
      <TextField
        label="Referral code"
        hint="From the link you were sent."
        autoCapitalize="characters"
        maxLength={LIMITS.code}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" busy={submit.isPending}>
        Send my details
      </Button>
    </form>
  );
}
