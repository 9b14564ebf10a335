import { zodResolver } from '@hookform/resolvers/zod';
import { isActionError, messageForPeople, paths } from '@portal/contract';
import { reportOutageInput } from '@portal/contract/catalogue';
import { Alert, Button, TextField } from '@portal/ui';
import { AddressLookupInput, type SuggestedAddress } from '@portal/ui/address-lookup';
import { useId, useRef, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { counterText, TextAreaField } from '../../../components/text-area-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useReportableServices, useReportOutage, type ReportOutageInput } from '../api/report-outage';
import { OUTAGE_LIMITS } from '../outage-rules';

export interface ReportOutageValues {
  serviceTag: string;
  address: { line1: string; line2: string; city: string; postalCode: string };
  description: string;
}

const EMPTY: ReportOutageValues = { serviceTag: '', address: { line1: '', line2: '', city: '', postalCode: '' }, description: '' };

/** Fields a refusal from the server may name (its `field`, e.g. 'address.postalCode'). */
const FORM_FIELDS = new Set<string>(['serviceTag', 'description', 'address.line1', 'address.line2', 'address.city', 'address.postalCode']);

/** The form checks what the server checks, with its messages: the contract's schema without the request's own key. */
const reportForm = zodResolver(reportOutageInput.omit({ idempotencyKey: true }), undefined, { raw: true }) as Resolver<ReportOutageValues>;

/** What is sent, trimmed as the server reads it, without the idempotency key. */
const toInput = (values: ReportOutageValues): Omit<ReportOutageInput, 'idempotencyKey'> => ({
  ...(values.serviceTag ? { serviceTag: values.serviceTag } : {}),
  address: {
    line1: values.address.line1.trim(),
    line2: values.address.line2.trim(),
    city: values.address.city.trim(),
    postalCode: values.address.postalCode.trim(),
  },
  description: values.description.trim(),
});

/** 'Report an outage': logs a ticket for the technical team through outages.ReportOutage. */
export function ReportOutageForm() {
  const headingId = useId();
  const serviceId = useId();
  const services = useReportableServices();
  const report = useReportOutage();
  const [reported, setReported] = useState<string | null>(null);
  const reportedRef = useRef<HTMLParagraphElement>(null);
  // A retry of the same content sends the same key, so it logs one ticket; changed content is a new report.
  const sent = useRef<{ content: string; key: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ReportOutageValues>({ mode: 'onTouched', resolver: reportForm, defaultValues: EMPTY });
  const description = watch('description');

  // A chosen suggestion fills the whole address; each field is checked at once, so a stale error goes.
  const fillAddress = (address: SuggestedAddress) => {
    for (const part of ['line1', 'line2', 'city', 'postalCode'] as const) {
      setValue(`address.${part}`, address[part], { shouldValidate: true, shouldDirty: true });
    }
  };

  const submit = handleSubmit(async (values) => {
    setReported(null);
    report.reset();
    const input = toInput(values);
    const content = JSON.stringify(input);
    if (sent.current?.content !== content) sent.current = { content, key: newIdempotencyKey() };
    try {
      const { ticketNumber } = await report.mutateAsync({ ...input, idempotencyKey: sent.current.key });
      sent.current = null;
      reset(EMPTY);
      setReported(ticketNumber);
      setTimeout(() => reportedRef.current?.focus(), 0);
    } catch (error) {
      // The message shows above the form; a field the server names gets it too, and the focus (once the form is enabled again).
      const field = isActionError(error) ? error.field : undefined;
      if (field && FORM_FIELDS.has(field)) {
        const name = field as FieldPath<ReportOutageValues>;
        setError(name, { message: messageForPeople(error as Error) });
        setTimeout(() => setFocus(name), 0);
      }
    }
  });

  const sending = report.isPending;
  return (
    <section className="portal-card og-report" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Report an outage
      </h2>
      <p className="tk-muted">Is your service down and not listed here? Tell us where, and we log a ticket for our technical team.</p>
      <p ref={reportedRef} tabIndex={-1} role="status" className="og-report__done">
        {reported && (
          <>
            Outage reported. Ticket <Link to={paths.ticket(reported)}>{reported}</Link>
          </>
        )}
      </p>
      {report.isError && <Alert tone="error">Your outage was not reported: {messageForPeople(report.error)}</Alert>}
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <fieldset disabled={sending} className="tk-fieldset">
          <div className="portal-field">
            <label htmlFor={serviceId} className="portal-field__label">
              Service that is down (optional)
            </label>
            <select
              id={serviceId}
              className="portal-input portal-select"
              aria-invalid={errors.serviceTag ? true : undefined}
              aria-describedby={[services.isError && `${serviceId}-hint`, errors.serviceTag && `${serviceId}-error`].filter(Boolean).join(' ') || undefined}
              {...register('serviceTag')}
            >
              <option value="">Not sure, or not listed</option>
              {(services.data ?? []).map((s) => (
                <option key={s.serviceTag} value={s.serviceTag}>
                  {s.product} ({s.serviceTag})
                </option>
              ))}
            </select>
            {services.isError && (
              <p id={`${serviceId}-hint`} className="portal-field__hint">
                We could not load your services; you can report without choosing one.
              </p>
            )}
            {errors.serviceTag && (
              <p id={`${serviceId}-error`} className="portal-field__error">
                {errors.serviceTag.message}
              </p>
            )}
          </div>
          <fieldset className="tk-fieldset og-report__address">
            <legend className="og-report__legend">Where the service is down</legend>
            <AddressLookupInput
              label="Address line 1"
              maxLength={OUTAGE_LIMITS.line1}
              error={errors.address?.line1?.message}
              onSelectAddress={fillAddress}
              {...register('address.line1')}
            />
            <TextField
              label="Address line 2 (optional)"
              maxLength={OUTAGE_LIMITS.line2}
              error={errors.address?.line2?.message}
              {...register('address.line2')}
            />
            <div className="tk-form__row">
              <TextField
                label="City"
                maxLength={OUTAGE_LIMITS.city}
                error={errors.address?.city?.message}
                {...register('address.city')}
              />
              <TextField
                label="Postal code"
                inputMode="numeric"
                maxLength={OUTAGE_LIMITS.postalCode}
                error={errors.address?.postalCode?.message}
                {...register('address.postalCode')}
              />
            </div>
          </fieldset>
          <TextAreaField
            label="What is not working"
            rows={5}
            hint="Since when, what you see (lights on the router, error messages), and who else nearby is affected."
            counter={counterText(description, OUTAGE_LIMITS.description.max)}
            counterOver={(description ?? '').trim().length > OUTAGE_LIMITS.description.max}
            error={errors.description?.message}
            {...register('description')}
          />
        </fieldset>
        <p role="status" className="tk-sending">
          {sending ? 'Reporting the outage…' : ''}
        </p>
        <div className="tk-form__actions">
          <Button type="submit" busy={sending}>
            Report outage
          </Button>
        </div>
      </form>
    </section>
  );
}
