import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, ErrorState, LoadingState } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { DownloadButton } from '@portal/ui/download';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useViewStatement, type StatementRange } from '../api/get-view-statement';
import { defaultStatementDates, normaliseDate, statementForm, type StatementDates } from '../statement-dates';
import { StatementTable } from './statement-table';

const statementResolver = zodResolver(statementForm, undefined, { raw: true });

const normalised = (values: StatementDates): StatementRange => ({
  exportStartDate: normaliseDate(values.exportStartDate),
  exportEndDate: normaliseDate(values.exportEndDate),
});

/**
 * Statements for a chosen date range: View statement (billing.GetViewStatement) as a table, and Download statement
 * PDF (billing.doc.DownloadPDFStatementDocument). Both dates are typed or picked, handed over as YYYY-MM-DD, and checked eagerly.
 */
export function StatementSection() {
  const form = useForm<StatementDates>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: statementResolver,
    defaultValues: defaultStatementDates(new Date()),
  });
  const [range, setRange] = useState<StatementRange | null>(null);
  const statement = useViewStatement(range);
  const { errors } = form.formState;

  const view = form.handleSubmit((values) => setRange(normalised(values)));
  const downloadBody = async () => ((await form.trigger()) ? { ...normalised(form.getValues()) } : null);
  // The end date is checked against the start date too: a change of the start date checks it again.
  const startField = form.register('exportStartDate', {
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
          <DateField
            label="Start date"
            error={errors.exportStartDate?.message}
            {...startField}
          />
          <DateField
            label="End date"
            error={errors.exportEndDate?.message}
            {...form.register('exportEndDate')}
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
