/** @portal/contract: the only code that speaks HTTP. Browser-safe: the zod catalogue is imported by type only. */
export * from './constants';
export * from './action-error';
export * from './auth-events';
export * from './session';
export * from './device-login';
export * from './error-reporter';
export * from './transport';
export * from './ttl-cache';
export * from './paths';
export * from './cell-number';
export * from './remote-module';
export * from './dashboard-reads';
export * from './capabilities';
export type {
  ActionInput,
  ActionName,
  ActionOutput,
  AccountDetails,
  AccessUser,
  AddUserInput,
  AddressInput,
  AlertItem,
  AlertKind,
  AlertSeverity,
  CallRecord,
  CallReport,
  CancellationItem,
  CancellationStatus,
  DocumentItem,
  DocumentKind,
  GetCallReportInput,
  MessageSummary,
  MessageView,
  OrderItem,
  OrderStatus,
  RemoveUserInput,
  UpdateAddressInput,
  UsageAlerts,
  UsageAlertChannels,
  UsageAlertsInput,
  UpdateUserModulesInput,
  AccountListItem,
  AppConfiguration,
  DuplicateContact,
  MatchedAccount,
  RegisteredDevice,
  SwitchAccountItem,
  TermsOfUse,
  BillingSummary,
  InvoiceItem,
  PortalModule,
  Role,
  ServiceCategory,
  ServiceItem,
  TicketItem,
  CancellationContext,
  CancellationOptions,
  CancellationResponse,
  Cart,
  ConnectivityType,
  DeliveryLocation,
  OrderPreview,
  OrderResponse,
  ProductKind,
  ProductSummary,
  ServiceDetail,
  ServiceStatus,
  SharedDataMember,
  LiveSession,
  UsageDay,
  UsagePeriod,
  CreateTicketInput,
  ReplyToTicketInput,
  TicketAttachment,
  TicketDetail,
  TicketMessage,
  ChangeResponse,
  CommunicationType,
  ItemPending,
  ServiceActivityEntry,
} from './catalogue';
