import { messageForPeople } from '@portal/contract';
import { Alert, Checkbox } from '@portal/ui';
import { useId } from 'react';
import { formatLocalDate } from '@portal/contract/format';
import type { PromotionList } from '../api/get-email-promotions';
import { useSetPromotionSubscription } from '../api/set-promotion-subscription';

const changedText = (list: PromotionList) =>
  list.changedAt ? `${list.subscribed ? 'Opted in' : 'Opted out'} on ${formatLocalDate(list.changedAt)}` : null;

/** One promotion list as a checkbox: ticked means the person gets its emails. */
export function PromotionListOption({ list, onSaved }: { list: PromotionList; onSaved: (message: string) => void }) {
  const descriptionId = useId();
  const change = useSetPromotionSubscription();
  const changed = changedText(list);

  const toggle = (subscribed: boolean) => {
    // One change at a time per list, so that the answers cannot arrive out of order.
    if (change.isPending) return;
    change.mutate(
      { listKey: list.key, subscribed },
      { onSuccess: () => onSaved(subscribed ? `You are subscribed to ${list.name}.` : `You are unsubscribed from ${list.name}.`) },
    );
  };

  return (
    <li className="pr-list">
      <Checkbox
        label={list.name}
        checked={list.subscribed}
        aria-describedby={descriptionId}
        aria-busy={change.isPending || undefined}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <div id={descriptionId} className="pr-list__text">
        <p className="pr-list__description">{list.description}</p>
        {changed && <p className="pr-list__changed">{changed}</p>}
      </div>
      {change.isError && (
        <Alert tone="error">
          {change.variables.subscribed ? `We could not subscribe you to ${list.name}` : `We could not unsubscribe you from ${list.name}`}:{' '}
          {messageForPeople(change.error)}
        </Alert>
      )}
    </li>
  );
}
