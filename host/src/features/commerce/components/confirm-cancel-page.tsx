import { type CancellationContext, type CancellationOptions, messageForPeople } from '@portal/contract';
import { cancellationIdempotencyKey, clearCancellation } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, formatCurrency, formatDate, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCancelService } from '../api/cancel-service';
import { useCancellationOptions } from '../api/get-cancellation-options';
import { RETURN_METHODS } from '../cancellation-form-values';
import { useService } from '../api/get-service';
import { newIdempotencyKey } from '../idempotency-key';
import { serviceLabel } from '../service-label';
import { backPath, useServicePage } from '../service-page';
import { readStoredCancellation } from '../stored-flow';
import { CancellationResultModal } from './cancellation-result-modal';
import { CommercePage } from './commerce-page';
import { LoadFailed, NothingToConfirm } from './flow-states';

const TITLE = 'Confirm your cancellation';

/**
 * spec §2 /services/cancel: the cancellation context the form handed over, what ends and when, and one
 * commerce.CancelService with the cancellation's idempotency key (one request, however often it is sent), then the
 * Cancellation Request Logged modal.
 */
export function ConfirmCancelPage() {
  const [context] = useState(readStoredCancellation);
  if (!context) {
    return (
      <CommercePage title={TITLE}>
        <NothingToConfirm title="There is no cancellation to confirm.">Start a cancellation from your service’s page.</NothingToConfirm>
      </CommercePage>
    );
  }
  return <ConfirmCancelFrame context={context} />;
}

function ConfirmCancelFrame({ context }: { context: CancellationContext }) {
  const service = useService(context.serviceTag);
  return (
    <CommercePage title={TITLE} subtitle={`For ${serviceLabel(service.data?.product?.name, context.serviceTag)}`}>
      <ConfirmCancel context={context} />
    </CommercePage>
  );
}

function ConfirmCancel({ context }: { context: CancellationContext }) {
  const options = useCancellationOptions(context.serviceTag);
  const cancel = useCancelService();
  const [idempotencyKey] = useState(() => cancellationIdempotencyKey(newIdempotencyKey));
  const [resultOpen, setResultOpen] = useState(false);
  const servicePage = useServicePage(context.serviceTag);
  const back = backPath(context.cancellationRoute);

  if (options.isError && !options.isFetching) {
    return (
      <LoadFailed
        title="We could not load this cancellation"
        error={options.error}
        onRetry={() => void options.refetch()}
        back={{ to: back, label: 'Back to the cancellation form' }}
      />
    );
  }
  if (!options.data) return <LoadingState label="Loading your cancellation…" />;

  const logged = cancel.data?.cancellationStatus === true;
  const confirm = () => {
    if (cancel.isPending || logged) return;
    cancel.mutate(
      { cancellation: context, idempotencyKey },
      {
        onSuccess: (response) => {
          if (response.cancellationStatus) clearCancellation();
        },
        onSettled: () => setResultOpen(true),
      },
    );
  };

  return (
    <>
      <CancellationSummary context={context} options={options.data} />
      <div className="portal-commerce__actions">
        <Button variant="danger" onClick={confirm} busy={cancel.isPending} disabled={logged}>
          Confirm cancellation
        </Button>
        <Link to={back} className="portal-button portal-button--secondary">
          Back
        </Link>
      </div>
      {resultOpen && (cancel.data || cancel.error) && (
        <CancellationResultModal
          response={cancel.data ?? null}
          failure={cancel.error ? messageForPeople(cancel.error) : null}
          service={serviceLabel(options.data.product, context.serviceTag)}
          servicePage={servicePage}
          onCloseFailure={() => setResultOpen(false)}
        />
      )}
    </>
  );
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function CancellationSummary({ context, options }: { context: CancellationContext; options: CancellationOptions }) {
  const lines = options.lines.filter((line) => context.cancellationLines.includes(line.id));
  const reason = options.reasons.find((r) => r.id === context.cancellationInformation.reasonId)?.text;
  const hardware = options.hardware.map((item) => ({
    ...item,
    method: RETURN_METHODS.find((m) => m.value === context.cancellationHardware?.find((h) => h.id === item.id)?.returnMethod),
  }));
  const date = formatDate(context.cancellationDate);
  return (
    <>
      <Alert tone="warning">
        {`You are asking us to end ${listed(lines.map((line) => line.description))} on ${date}. `}
        We confirm the date once the request is scheduled; from then the service stops working and its monthly charges stop with it.
        {hardware.length > 0 && ' The hardware on loan must come back as chosen below.'}
      </Alert>
      <Card title="Your cancellation">
        <dl className="portal-details">
          <dt>Service</dt>
          <dd>{serviceLabel(options.product, context.serviceTag)}</dd>
          <dt>Cancellation date</dt>
          <dd>{date}</dd>
          <dt>What ends</dt>
          <dd>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {lines.map((line) => (
                <li key={line.id}>
                  {line.description} ({formatCurrency(line.monthlyPrice)} per month)
                </li>
              ))}
            </ul>
          </dd>
          <dt>Reason</dt>
          <dd>{reason ?? context.cancellationInformation.reasonId}</dd>
          {context.cancellationInformation.comment && (
            <>
              <dt>Comment</dt>
              <dd>{context.cancellationInformation.comment}</dd>
            </>
          )}
          {hardware.map((item) => (
            <HardwareReturn key={item.id} description={item.description} method={item.method?.label} />
          ))}
        </dl>
      </Card>
    </>
  );
}

function HardwareReturn({ description, method }: { description: string; method: string | undefined }) {
  return (
    <>
      <dt>Return of {description}</dt>
      <dd>{method ?? 'Not chosen'}</dd>
    </>
  );
}
