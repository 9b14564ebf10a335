/** What every communication service page is built from: the shared service page parts, set for this area. */
export { CommunicationServiceGate, CommunicationServiceHeader as ServiceHeader, useCommunicationService } from './communication-frame';
export { COMMUNICATION_AREA } from './communication-area';
export { communicationPath } from './communication-paths';
export {
  RecentChanges,
  PendingBadge,
  BackLink,
  formatDateTime,
  logFaultPath,
  serviceTitle,
  isChangeable,
  useServiceActivity,
  useServiceChange,
  refreshServiceQueries,
  PENDING_POLL_MS,
  type ServiceLink,
} from '@portal/ui/service-page';
