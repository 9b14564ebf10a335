/** @portal/contract: the only code that speaks HTTP. Browser-safe: the zod catalogue is imported by type only. */
export * from './constants';
export * from './action-error';
export * from './auth-events';
export * from './session';
export * from './transport';
export * from './ttl-cache';
export * from './paths';
export * from './remote-module';
export type {
  ActionInput,
  ActionName,
  ActionOutput,
  AccountDetails,
  AccountListItem,
  AppConfiguration,
  BillingSummary,
  InvoiceItem,
  PortalModule,
  Role,
  ServiceCategory,
  ServiceItem,
  TicketItem,
} from './catalogue';
