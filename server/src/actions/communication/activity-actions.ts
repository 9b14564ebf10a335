import { defineAction } from '../define-action';
import { ownService } from '../services/service-records';
import { activityOf } from './service-changes';

export const getServiceActivity = defineAction({
  name: 'services.GetServiceActivity',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await ownService(ctx.db, ctx, serviceTag);
    return { entries: await activityOf(ctx.db, service.id) };
  },
});
