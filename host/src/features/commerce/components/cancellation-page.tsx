import { zodResolver } from '@hookform/resolvers/zod';
import { paths, type CancellationOptions } from '@portal/contract';
import { readCancellation, writeCancellation } from '@portal/contract/commerce-flow';
import { Button, Card, Checkbox, EmptyState, formatCurrency, formatDate, LoadingState, Select } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCancellationOptions } from '../api/get-cancellation-options';
import {
  cancellationDefaults,
  cancellationForm,
  toCancellationContext,
  type CancellationValues,
} from '../cancellation-form-values';
import { useServicePage } from '../service-page';
import { CommentField } from './comment-field';
import { CommercePage } from './commerce-page';
import { DashboardLink, isNotFound, LoadFailed } from './flow-states';
import { ReturnMethodField } from './return-method-field';
import { serviceLabel } from '../service-label';

const TITLE = 'Cancel your service';

/**
 * spec §2 /services/{type}/{serviceTag}/cancellation: when the service ends, what ends with it, why, and how hardware
 * comes back. Continue hands the cancellation context to /services/cancel, which confirms it.
 */
export function CancellationPage() {
  const { serviceTag = '' } = useParams();
  const options = useCancellationOptions(serviceTag);
  const servicePage = useServicePage(serviceTag);

  let body;
  if (options.data) {
    body = <CancellationForm options={options.data} servicePage={servicePage} />;
  } else if (options.isError && !options.isFetching && isNotFound(options.error)) {
    body = (
      <Card>
        <EmptyState title="We could not find that service.">
          <p>It may belong to another account, or the address may be mistyped.</p>
          <p>
            <DashboardLink />
          </p>
        </EmptyState>
      </Card>
    );
  } else if (options.isError && !options.isFetching) {
    body = (
      <LoadFailed
        title="We could not load the cancellation options"
        error={options.error}
        onRetry={() => void options.refetch()}
        back={{ to: servicePage, label: 'Back to the service' }}
      />
    );
  } else {
    body = <LoadingState label="Loading the cancellation options…" />;
  }
  const subtitle = serviceLabel(options.data?.product, serviceTag);
  return (
    <CommercePage title={TITLE} subtitle={subtitle}>
      {body}
    </CommercePage>
  );
}

function CancellationForm({ options, servicePage }: { options: CancellationOptions; servicePage: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resolver = useMemo(() => zodResolver(cancellationForm(options), undefined, { raw: true }) as Resolver<CancellationValues>, [options]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancellationValues>({ mode: 'onTouched', resolver, defaultValues: cancellationDefaults(options, readCancellation()) });

  const proceed = handleSubmit((values) => {
    writeCancellation(toCancellationContext(options, values, pathname));
    navigate(paths.confirmCancel);
  });

  return (
    <Card>
      <form noValidate onSubmit={proceed} aria-label="Cancellation details">
        <DateField
          label="Cancellation date"
          min={options.earliestDate}
          max={options.latestDate}
          hint={`From ${formatDate(options.earliestDate)} to ${formatDate(options.latestDate)}.`}
          error={errors.cancellationDate?.message}
          {...register('cancellationDate')}
        />
        <fieldset style={{ marginTop: 16 }}>
          <legend>What to cancel</legend>
          {options.lines.map((line, index) => (
            <Checkbox
              key={line.id}
              label={`${line.description} (${formatCurrency(line.monthlyPrice)} per month)`}
              error={errors.lines?.[index]?.message}
              {...register(`lines.${index}`)}
            />
          ))}
        </fieldset>
        <Select
          label="Reason"
          options={options.reasons}
          error={errors.reasonId?.message}
          {...register('reasonId')}
        />
        <CommentField label="Comment (optional)" maxLength={1000} rows={4} {...register('comment')} />
        {options.hardware.length > 0 && (
          <fieldset style={{ marginTop: 16 }}>
            <legend>Hardware to return</legend>
            <p className="portal-field__hint">Choose how each item on loan comes back to us.</p>
            {options.hardware.map((item, index) => (
              <ReturnMethodField
                key={item.id}
                description={item.description}
                error={errors.hardware?.[index]?.message}
                registration={register(`hardware.${index}`)}
              />
            ))}
          </fieldset>
        )}
        <div className="portal-commerce__actions">
          <Button type="submit">Continue</Button>
          <Link to={servicePage} className="portal-button portal-button--secondary">
            Back
          </Link>
        </div>
      </form>
    </Card>
  );
}
