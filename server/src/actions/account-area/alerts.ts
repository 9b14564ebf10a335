import { notFound } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { dismissedKeys, MAX_ALERTS, storeDismissal, viewerAlerts } from './alerts/account-alerts';

/**
 * The account's alerts as its state is now, for this viewer: one that leads to a page only for someone who may open
 * that page, and without those this person dismissed. Critical first, then newest.
 */
export const getAlerts = defineAction({
  name: 'dashboard.alert.GetAlerts',
  auth: 'session',
  async handler(_input, ctx) {
    const { all, forViewer } = await viewerAlerts(ctx);
    const dismissed = await dismissedKeys(ctx, all);
    return {
      alerts: forViewer
        .filter((a) => !dismissed.has(a.id))
        .slice(0, MAX_ALERTS)
        .map((a) => ({ id: a.id, severity: a.severity, title: a.title, message: a.message, transient: a.transient, link: a.link, kind: a.kind ?? 'service' })),
    };
  },
});

/**
 * Hides one of the alerts this viewer is shown now, for this person on this account, until its state clears.
 * Any other key (another account's, one whose state has cleared, one this viewer is not shown) is not found.
 */
export const dismissAlert = defineAction({
  name: 'dashboard.alert.DismissAlert',
  auth: 'session',
  async handler({ id }, ctx) {
    const { forViewer } = await viewerAlerts(ctx);
    if (!forViewer.some((a) => a.id === id)) throw notFound('That alert');
    await storeDismissal(ctx, id);
    return { dismissed: true as const };
  },
});
