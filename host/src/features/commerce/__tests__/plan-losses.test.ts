import { planLosses } from '../plan-losses';
import { product } from './commerce-fixtures';

describe('what a smaller plan takes away', () => {
  it('names each limit that shrinks, in its own unit, and leaves out what stays or grows', () => {
    const big = product({ name: 'Email 10', speedDownMbps: null, speedUpMbps: null, limits: { mailboxes: 10, mailboxQuotaMb: 10_240, storageGb: 100 } });
    const small = product({ name: 'Email 5', speedDownMbps: null, speedUpMbps: null, limits: { mailboxes: 5, mailboxQuotaMb: 10_240, storageGb: 50 } });
    expect(planLosses(big, small)).toEqual(['Mailboxes: 10 → 5', 'Storage: 100 GB → 50 GB']);
    expect(planLosses(small, big)).toEqual([]);
  });

  it('counts a slower upload, and a smaller cap, as losses even when the price is the same', () => {
    const current = product({ speedDownMbps: 100, speedUpMbps: 100, dataCapMb: 512_000 });
    expect(planLosses(current, product({ speedDownMbps: 200, speedUpMbps: 50, dataCapMb: 102_400 }))).toEqual([
      'Speed: 100/100 Mbps → 200/50 Mbps',
      'Data: 500 GB a month → 100 GB a month',
    ]);
  });
});
