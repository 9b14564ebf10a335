import type { ServiceDetail } from '@portal/contract';
import type { SmsDetail } from '@portal/contract/catalogue';
import { Alert, Button, Card, ErrorState, LoadingState, TextField } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../messaging.css';
import { useSms } from '../api/get-sms';
import { CreditsCard } from './credits-card';
import { SmsChart } from './sms-chart';
import { useSetSmsSenderId } from '../api/set-sms-sender-id';

/** The rule the server holds too: 3 to 11 letters or digits, starting with a letter. */
const SENDER_ID = /^[A-Za-z][A-Za-z0-9]{2,10}$/;
const SENDER_ID_MESSAGE = 'A sender id is 3 to 11 letters or digits, starting with a letter.';

/** The server's message without the field name it starts with ('senderId: …'). */
export const withoutField = (message: string) => message.replace(/^[A-Za-z.[\]0-9]+: /, '');

function SenderIdCard({ service, sms }: { service: ServiceDetail; sms: SmsDetail }) {
  const change = useSetSmsSenderId(service.serviceTag);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pending = sms.senderId?.pending ?? null;
  const canChange = isChangeable(service) && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const senderId = value.trim();
    setDone(null);
    if (!SENDER_ID.test(senderId)) {
      setError(SENDER_ID_MESSAGE);
      return;
    }
    setError(null);
    change.mutate(
      { serviceTag: service.serviceTag, senderId },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setValue('');
        },
        onError: (failure) => setError(withoutField(failure.message)),
      },
    );
  };

  return (
    <Card title="Sender id">
      <p className="msg-muted">The name your messages come from, instead of a number. A new one is approved by the network first.</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <span className="svc-secret">
          <span className="portal-visually-hidden">Current sender id: </span>
          {sms.senderId?.value || 'A shared number'}
        </span>
        <PendingBadge pending={pending} />
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      {canChange ? (
        <form className="svc-form" onSubmit={submit} noValidate>
          <TextField
            label="New sender id"
            name="senderId"
            value={value}
            maxLength={11}
            autoComplete="off"
            hint="3 to 11 letters or digits, starting with a letter."
            error={error ?? undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <div className="svc-form__submit">
            <Button type="submit" busy={change.isPending}>
              Change sender id
            </Button>
          </div>
        </form>
      ) : (
        pending && <p>A change is waiting for approval (reference {pending.reference}).</p>
      )}
    </Card>
  );
}

function SmsView({ service }: { service: ServiceDetail }) {
  const sms = useSms(service.serviceTag);
  let body;
  if (sms.data) {
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <CreditsCard service={service} credits={sms.data.credits} unit="SMS credits" perCredit="one SMS" />
          <SenderIdCard service={service} sms={sms.data} />
        </div>
        <div className="svc-stack">
          <Card title="Messages sent">
            <SmsChart days={sms.data.days} />
          </Card>
          <RecentChanges serviceTag={service.serviceTag} poll={Boolean(sms.data.senderId?.pending)} />
        </div>
      </div>
    );
  } else if (sms.isError && !sms.isFetching) {
    body = <ErrorState title="We could not load your SMS service" message={sms.error.message} onRetry={() => void sms.refetch()} />;
  } else {
    body = <LoadingState label="Loading your SMS credits and messages…" />;
  }
  return (
    <>
      <ServiceHeader service={service} />
      {body}
    </>
  );
}

/** /services/communication/sms/{serviceTag}: credits, sender id and the messages sent. */
export default function SmsPage() {
  return (
    <CommunicationServiceGate type="sms" loadingLabel="Loading your SMS service…">
      {(service) => <SmsView service={service} />}
    </CommunicationServiceGate>
  );
}
