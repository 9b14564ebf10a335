import { UPS_REPLACE_BELOW, type UpsUnit } from '@portal/contract/catalogue';
import { defineAction } from '../../define-action';
import { dataOf, itemsOf } from '../../communication/service-changes';
import { deviceService, numberIn, stringIn } from './device-records';

const RESULTS = ['passed', 'failed', 'not-run'] as const;

export const getUps = defineAction({
  name: 'cloud.GetUps',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await deviceService(ctx, serviceTag, 'ups', 'ups');
    const units: UpsUnit[] = (await itemsOf(ctx.db, service.id, 'ups-unit')).map((row) => {
      const data = dataOf(row);
      const batteryHealth = numberIn(data, 'batteryHealth');
      const lastSelfTestResult = RESULTS.find((r) => r === data.lastSelfTestResult) ?? 'not-run';
      return {
        unitKey: row.key,
        model: stringIn(data, 'model', 'UPS'),
        location: stringIn(data, 'location'),
        serialNumber: stringIn(data, 'serialNumber'),
        batteryHealth,
        load: numberIn(data, 'load'),
        runtimeMinutes: numberIn(data, 'runtimeMinutes'),
        lastSelfTestDate: stringIn(data, 'lastSelfTestDate') || null,
        lastSelfTestResult,
        replaceBattery: batteryHealth < UPS_REPLACE_BELOW || lastSelfTestResult === 'failed',
      };
    });
    return { serviceTag: service.serviceTag, units };
  },
});
