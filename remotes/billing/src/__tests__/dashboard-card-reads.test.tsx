import { DASHBOARD_CARD_READS } from '@portal/contract';
import { eachReadOnceEmpty, readsOfDashboardCards } from '@portal/ui/testing';
import cards from '../dashboard-cards';

it('the dashboard cards read what the host reads ahead for them as the dashboard opens, and nothing else', async () => {
  expect(await readsOfDashboardCards(cards)).toEqual(eachReadOnceEmpty(DASHBOARD_CARD_READS['billing']));
});
