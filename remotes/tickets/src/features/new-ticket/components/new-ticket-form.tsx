import { zodResolver } from '@hookform/resolvers/zod';
import { paths, type ActionOutput } from '@portal/contract';
import { createTicketInput } from '@portal/contract/catalogue';
import { Alert, Button, Card, Select, TextField } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AttachmentsField, type AttachmentsFieldHandle } from '../../../components/attachments-field';
import { counterText, TextAreaField } from '../../../components/text-area-field';
import { UploadProgressBar } from '../../../components/upload-progress';
import { uploadSizeError } from '../../../lib/attachments';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { fieldError } from '../../../lib/server-errors';
import { TICKET_LIMITS } from '../../../lib/ticket-rules';
import { useCreateTicket } from '../api/create-ticket';

type TicketOptions = ActionOutput<'tickets.GetTicketOptions'>;

export interface NewTicketValues {
  category: string;
  serviceTag?: string;
  subject: string;
  description: string;
}

const FIELDS = ['category', 'serviceTag', 'subject', 'description'] as const;

/** The form checks what the server checks, with its messages: the contract's schema without the request's own key. */
const ticketForm = zodResolver(createTicketInput.omit({ idempotencyKey: true }));

/**
 * ?serviceTag=<tag>&category=<name> (from 'Log a fault' on a service's page), kept only when they are among the
 * options; the category matches whatever its case.
 */
export function prefillFrom(search: URLSearchParams, options: TicketOptions): Pick<NewTicketValues, 'category' | 'serviceTag'> {
  const category = (search.get('category') ?? '').trim().toLowerCase();
  const serviceTag = (search.get('serviceTag') ?? '').trim();
  return {
    category: options.categories.find((c) => c.toLowerCase() === category) ?? '',
    serviceTag: options.services.some((s) => s.serviceTag === serviceTag) ? serviceTag : '',
  };
}

/** The new-ticket form: category, service, subject, description and attachments, sent with tickets.CreateTicket. */
export function NewTicketForm({ options, prefill }: { options: TicketOptions; prefill: Pick<NewTicketValues, 'category' | 'serviceTag'> }) {
  const navigate = useNavigate();
  const serviceId = useId();
  const formHeadingId = useId();
  // One key per form: a retry after a failure (or a double submit) logs one ticket.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const attachmentsRef = useRef<AttachmentsFieldHandle>(null);
  const create = useCreateTicket();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<NewTicketValues>({ mode: 'onTouched', resolver: ticketForm, defaultValues: { ...prefill, subject: '', description: '' } });

  const subject = watch('subject');
  const description = watch('description');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (uploadSizeError(files)) {
      attachmentsRef.current?.focus();
      return;
    }
    const json: Record<string, unknown> = {
      category: values.category,
      subject: values.subject.trim(),
      description: values.description.trim(),
      idempotencyKey,
    };
    if (values.serviceTag) json.serviceTag = values.serviceTag;
    try {
      const { ticketNumber } = await create.create(files, json);
      navigate(paths.ticket(ticketNumber));
    } catch (error) {
      const named = fieldError(error, [...FIELDS, 'files']);
      // The form is disabled while it sends: the focus moves once it is enabled again.
      if (named?.field === 'files') {
        setFilesError(named.message);
        setTimeout(() => attachmentsRef.current?.focus(), 0);
      } else if (named) {
        const field = named.field;
        setError(field, { message: named.message });
        setTimeout(() => setFocus(field), 0);
      } else {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    }
  });

  const sending = create.isPending;
  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby={formHeadingId} className="tk-form">
        <h2 id={formHeadingId} className="tk-form__title">
          Your request
        </h2>
        {formError && <Alert tone="error">Your ticket was not logged: {formError}</Alert>}
        <fieldset disabled={sending} className="tk-fieldset">
          <div className="tk-form__row">
            <Select
              label="Category"
              options={options.categories.map((c) => ({ id: c, text: c }))}
              error={errors.category?.message}
              {...register('category')}
            />
            <div className="portal-field">
              <label htmlFor={serviceId} className="portal-field__label">
                Service it concerns (optional)
              </label>
              <select
                id={serviceId}
                className="portal-input portal-select"
                aria-invalid={errors.serviceTag ? true : undefined}
                aria-describedby={errors.serviceTag ? `${serviceId}-error` : undefined}
                {...register('serviceTag')}
              >
                <option value="">Not about one service</option>
                {options.services.map((s) => (
                  <option key={s.serviceTag} value={s.serviceTag}>
                    {s.product} ({s.serviceTag})
                  </option>
                ))}
              </select>
              {errors.serviceTag && (
                <p id={`${serviceId}-error`} className="portal-field__error">
                  {errors.serviceTag.message}
                </p>
              )}
            </div>
          </div>
          <TextField
            label="Subject"
            hint={counterText(subject, TICKET_LIMITS.subject.max)}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextAreaField
            label="Description"
            rows={8}
            hint="What happened, since when, and anything you have tried."
            counter={counterText(description, TICKET_LIMITS.description.max)}
            counterOver={(description ?? '').trim().length > TICKET_LIMITS.description.max}
            error={errors.description?.message}
            {...register('description')}
          />
        </fieldset>
        <AttachmentsField
          ref={attachmentsRef}
          files={files}
          disabled={sending}
          error={filesError}
          onFilesChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
        />
        <p role="status" className="tk-sending">
          {sending ? (files.length > 0 ? 'Uploading your ticket and its attachments…' : 'Logging your ticket…') : ''}
        </p>
        {sending && <UploadProgressBar label="Upload progress of your ticket" progress={create.progress} />}
        <div className="tk-form__actions">
          <Button type="submit" busy={sending}>
            Submit ticket
          </Button>
        </div>
      </form>
    </Card>
  );
}
