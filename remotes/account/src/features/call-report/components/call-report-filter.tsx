import { zodResolver } from '@hookform/resolvers/zod';
import { toCalendarDate } from '@portal/contract/catalogue';
import { Button } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { useForm } from 'react-hook-form';
import type { CallReportRange } from '../api/get-call-report';
import { callReportRangeForm } from '../call-report-range';

const rangeResolver = zodResolver(callReportRangeForm, undefined, { raw: true });

export interface CallReportFilterProps {
  range: CallReportRange;
  onApply: (range: CallReportRange) => void;
}

/** The date range of the report: two date fields (typed or picked, handed over as YYYY-MM-DD), checked before the report is asked for. */
export function CallReportFilter({ range, onApply }: CallReportFilterProps) {
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<CallReportRange>({ mode: 'onTouched', resolver: rangeResolver, defaultValues: range });

  const apply = handleSubmit((values) =>
    onApply({ startDate: toCalendarDate(values.startDate)!, endDate: toCalendarDate(values.endDate)! }),
  );

  return (
    <form noValidate onSubmit={apply} aria-label="Call report period" style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px', alignItems: 'flex-start' }}>
      <DateField
        label="Start date"
        error={errors.startDate?.message}
        {...register('startDate', {
          // The end's rule reads the start: check it again when the start changes.
          onChange: () => void (isSubmitted && trigger('endDate')),
        })}
      />
      <DateField
        label="End date"
        error={errors.endDate?.message}
        {...register('endDate')}
      />
      <div style={{ paddingTop: 28 }}>
        <Button type="submit">Show calls</Button>
      </div>
    </form>
  );
}
