// Every table of the database, for drizzle (`import * as schema`) and drizzle-kit. The tables live in the *-schema.ts
// files beside this one, which import each other's tables directly and never this barrel.
export * from './core-schema';
export * from './product-schema';
export * from './billing-schema';
export * from './account-schema';
export * from './services-schema';
export * from './tickets-schema';
export * from './engagement-schema';
export * from './communication-schema';
export * from './paygate-schema';
export * from './sms-schema';
export * from './outbox-schema';
export * from './backoffice-schema';
export * from './status-schema';
export * from './usage-alerts-schema';
export * from './notifications-schema';
export * from './arrangement-schema';
