import { CAPABILITY_UNAVAILABLE_MESSAGES, paths } from '@portal/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useCapability } from '@portal/ui/access';
import { Link, useSearchParams } from 'react-router-dom';
import '../../../styles/ticket.css';
import { useTicketOptions } from '../api/get-ticket-options';
import { NewTicketForm, prefillFrom } from './new-ticket-form';

/** /tickets/support: log a new support ticket. */
export default function NewTicketPage() {
  const options = useTicketOptions();
  const [search] = useSearchParams();
  const helpdesk = useCapability('helpdesk');
  return (
    <>
      <PageHeader
        title="Log a support ticket"
        subtitle="Tell our support team what you need; we reply on the ticket's page."
        actions={
          <Link to={paths.tickets} className="portal-button portal-button--secondary">
            Back to tickets
          </Link>
        }
      />
      {!helpdesk ? (
        <EmptyState title="Tickets cannot be logged here at the moment.">
          <p>{CAPABILITY_UNAVAILABLE_MESSAGES.helpdesk}</p>
        </EmptyState>
      ) : options.data ? (
        options.data.categories.length === 0 ? (
          <EmptyState title="Tickets cannot be logged here at the moment.">
            <p>Please contact our support team by phone or email.</p>
          </EmptyState>
        ) : (
          <NewTicketForm options={options.data} prefill={prefillFrom(search, options.data)} />
        )
      ) : options.isError && !options.isFetching ? (
        <ErrorState title="We could not load the ticket form" message={options.error.message} onRetry={() => void options.refetch()} />
      ) : (
        <LoadingState label="Loading the ticket form…" />
      )}
    </>
  );
}
