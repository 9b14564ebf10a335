/**
 * @portal/ui/service-page: what every service page is built from, whatever its area: the gate that loads the service
 * the address names, the header, recent changes, the pending badge, and the hooks that read and change a service.
 */
export { ServiceGate, type ServiceGateProps } from './service-gate';
export { ServiceHeader, serviceTitle, isChangeable, type ServiceLink } from './service-header';
export { RecentChanges } from './recent-changes';
export { PendingBadge } from './pending-badge';
export { SecretDialog, ConfirmDialog, Meter, type SecretDialogProps, type ConfirmDialogProps } from './dialogs';
export { BackLink } from './back-link';
export { logFaultPath, type ServiceArea } from './service-area';
export { formatDateTime } from '@portal/contract/format';
export { useServiceDetail, useServiceActivity, useServiceChange, refreshServiceQueries, PENDING_POLL_MS, somePending } from './service-api';
export { AntivirusLicencePage, type AntivirusLicence, type AntivirusLicencePageProps, type ProtectedDevice } from './antivirus-licence-page';
