import { Button, Card, ErrorState, LoadingState, TextField } from '@portal/ui';
import { DownloadButton } from '@portal/ui/download';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useViewStatement, type StatementRange } from '../api/get-view-statement';
import {
  defaultStatementDates,
  normaliseDate,
  validateEndAfterStart,
  validateStatementDate,
  type StatementDates,
} from '../statement-dates';
import { StatementTable } from './statement-table';

const normalised = (values: StatementDates): StatementRange => ({
  exportStartDate: normaliseDate(values.exportStartDate),
  exportEndDate: normaliseDate(values.exportEndDate),
});

/**
 * Statements for a chosen date range: View statement (billing.GetViewStatement) as a table, and Download statement
 * PDF (billing.doc.DownloadPDFStatementDocument). Both dates are checked with date_format (spec §5), eagerly.
 */
export function StatementSection() {
  const form = useForm<StatementDates>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaultStatementDates(new Date()),
  });
  const [range, setRange] = useState<StatementRange | null>(null);
  const statement = useViewStatement(range);
  const { errors } = form.formState;

  const view = form.handleSubmit((values) => setRange(normalised(values)));
  const downloadBody = async () => ((await form.trigger()) ? { ...normalised(form.getValues()) } : null);
  // The end date is checked against the start date too: a change of the start date checks it again.
  const startField = form.register('exportStartDate', {
    validate: validateStatementDate('Start date'),
    onChange: () => {
      if (form.formState.errors.exportEndDate) void form.trigger('exportEndDate');
    },
  });

  let result = null;
  if (range && statement.data) {
    result = <StatementTable statement={statement.data} />;
  } else if (range && statement.isError && !statement.isFetching) {
    result = <ErrorState title="We could not load your statement" message={statement.error.message} onRetry={() => void statement.refetch()} />;
  } else if (range) {
    result = <LoadingState label="Loading your statement…" />;
  }

  return (
    <Card title="Statements">
      <form noValidate onSubmit={view}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <TextField
            label="Start date"
            placeholder="YYYY-MM-DD"
            hint="For example 2026-01-31."
            inputMode="numeric"
            error={errors.exportStartDate?.message}
            {...startField}
          />
          <TextField
            label="End date"
            placeholder="YYYY-MM-DD"
            hint="For example 2026-03-31."
            inputMode="numeric"
            error={errors.exportEndDate?.message}
            {...form.register('exportEndDate', {
              validate: { date: validateStatementDate('End date'), order: validateEndAfterStart },
            })}
          />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
          <Button type="submit">View statement</Button>
          <DownloadButton
            action="billing.doc.DownloadPDFStatementDocument"
            body={downloadBody}
            label="Download statement PDF"
            subject="the statement PDF"
          />
        </div>
      </form>
      {result}
    </Card>
  );
}
