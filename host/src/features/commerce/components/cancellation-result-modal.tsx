import { paths, type CancellationResponse } from '@portal/contract';
import { Button, Modal } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import { Link, useNavigate } from 'react-router-dom';

export const CANCELLATION_TITLES = { logged: 'Cancellation Request Logged', failed: 'Request Failed' } as const;

export interface CancellationResultModalProps {
  /** The server's answer, or null when the request could not be sent (then `failure` says why). */
  response: CancellationResponse | null;
  failure: string | null;
  /** The service being cancelled, by product and tag ('Fibre 100/50 Mbps Uncapped · FTTH-100234'). */
  service: string;
  /** Where Done goes after a logged request. */
  servicePage: string;
  /** Closes a failed request's modal, back to the confirm page. */
  onCloseFailure: () => void;
}

/** spec §2 Cancellation Request Logged (or 'Request Failed', spec §8): status and reference; View Request on success. */
export function CancellationResultModal({ response, failure, service, servicePage, onCloseFailure }: CancellationResultModalProps) {
  const navigate = useNavigate();
  const logged = response?.cancellationStatus === true;
  const footer = logged ? (
    <>
      <OfferedLink to={paths.cancellations} className="portal-button portal-button--primary">
        View Request
      </OfferedLink>
      <Link to={servicePage} className="portal-button portal-button--secondary">
        Done
      </Link>
    </>
  ) : (
    <Button onClick={onCloseFailure}>OK</Button>
  );
  return (
    <Modal
      open
      title={logged ? CANCELLATION_TITLES.logged : CANCELLATION_TITLES.failed}
      onClose={logged ? () => navigate(servicePage) : onCloseFailure}
      footer={footer}
      size="sm"
    >
      <p role={logged ? undefined : 'alert'}>{response?.message ?? failure}</p>
      <dl className="portal-details">
        <dt>Service</dt>
        <dd>{service}</dd>
        <dt>Cancellation status</dt>
        <dd>{logged ? 'Logged' : 'Failed'}</dd>
        {response?.reference && (
          <>
            <dt>Reference</dt>
            <dd>{response.reference}</dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
