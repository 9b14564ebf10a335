import type { Cart } from '@portal/contract';

export type OfferMode = 'upgrade' | 'purchase';

/** spec §3 Cart for one chosen product: an upgrade replaces the plan from effectiveDate, a purchase adds to the service. */
export function offerCart({
  mode,
  serviceTag,
  productId,
  route,
  effectiveDate,
}: {
  mode: OfferMode;
  serviceTag: string;
  productId: number;
  route: string;
  effectiveDate?: string;
}): Cart {
  return {
    serviceTag,
    cartLines: [{ productId, quantity: 1 }],
    upgrade: mode === 'upgrade',
    upgradeRoute: route,
    ...(mode === 'upgrade' && effectiveDate ? { effectiveDate } : {}),
  };
}
