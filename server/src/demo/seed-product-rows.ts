import type { products } from '../db/schema';

export type ProductRow = typeof products.$inferInsert;

/** A monthly plan of a service type outside connectivity; `limits` says what it includes (mailboxes, extensions, …). */
export const categoryPlan = (
  category: string,
  serviceType: string,
  name: string,
  price: number,
  description: string,
  limits: Record<string, number> | null = null,
): ProductRow => ({
  category,
  serviceType,
  name,
  kind: 'plan',
  billing: 'monthly',
  price: price.toFixed(2),
  description,
  limits,
});

export const communicationPlan = (serviceType: string, name: string, price: number, description: string, limits: Record<string, number> | null = null) =>
  categoryPlan('communication', serviceType, name, price, description, limits);
