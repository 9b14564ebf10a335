import { defineAction } from '../define-action';
import { applyProvisioning } from '../commerce/provisioning-work';
import { ownService } from '../services/service-records';
import { activityOf } from './service-changes';

export const getServiceActivity = defineAction({
  name: 'services.GetServiceActivity',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    await applyProvisioning(ctx);
    const service = await ownService(ctx.db, ctx, serviceTag);
    return { entries: await activityOf(ctx.db, service.id) };
  },
});
