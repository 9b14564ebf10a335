/** What every communication service page is built from: the shared service page parts, set for this area. */
export { CommunicationServiceGate, CommunicationServiceHeader as ServiceHeader } from './communication-frame';
export { communicationPath } from './communication-paths';
export {
  RecentChanges,
  PendingBadge,
  BackLink,
  formatDateTime,
  serviceTitle,
  isChangeable,
  useServiceChange,
  PENDING_POLL_MS,
  somePending,
} from '@portal/ui/service-page';
