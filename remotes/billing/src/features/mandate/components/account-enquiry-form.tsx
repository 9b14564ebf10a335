import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@portal/contract';
import { catalogue } from '@portal/contract/catalogue';
import { Alert, Button } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateAccountEnquiryTicket } from '../api/create-account-enquiry-ticket';

const MAX_STATUS = 200;

/**
 * The description as billing.support.CreateAccountEnquirySupportTicket checks it, with its messages (in words that read
 * as English rather than 'The Your enquiry field …'); the status is the page's, not the customer's.
 */
const enquiryForm = zodResolver(catalogue['billing.support.CreateAccountEnquirySupportTicket'].input.pick({ loggedDescription: true }), undefined, {
  raw: true,
});

/** spec §7 billing.support.CreateAccountEnquirySupportTicket: a question about the account, logged as a ticket. */
export function AccountEnquiryForm({ currentStatusDescription }: { currentStatusDescription: string }) {
  const id = useId();
  const enquiry = useCreateAccountEnquiryTicket();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ loggedDescription: string }>({ mode: 'onTouched', resolver: enquiryForm, defaultValues: { loggedDescription: '' } });
  const error = errors.loggedDescription?.message;

  const send = handleSubmit(({ loggedDescription }) =>
    enquiry.mutate(
      { loggedDescription: loggedDescription.trim(), currentStatusDescription: currentStatusDescription.slice(0, MAX_STATUS) },
      { onSuccess: () => reset() },
    ),
  );

  return (
    <form noValidate onSubmit={send} aria-label="Account enquiry">
      {enquiry.data && (
        <Alert tone="success">
          Your enquiry was logged as ticket {enquiry.data.ticketNumber}.{' '}
          <OfferedLink to={paths.ticket(enquiry.data.ticketNumber)}>View ticket {enquiry.data.ticketNumber}</OfferedLink>
        </Alert>
      )}
      {enquiry.isError && <Alert tone="error">We could not log your enquiry: {enquiry.error.message}</Alert>}
      <div className={`portal-field${error ? ' portal-field--invalid' : ''}`}>
        <label htmlFor={`${id}-description`} className="portal-field__label">
          Your enquiry
        </label>
        <textarea
          id={`${id}-description`}
          className="portal-input"
          rows={4}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('loggedDescription')}
        />
        {error && (
          <p id={`${id}-error`} className="portal-field__error">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" busy={enquiry.isPending} style={{ marginTop: 12 }}>
        Send Enquiry
      </Button>
    </form>
  );
}
