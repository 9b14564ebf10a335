import { connectivityPurchasePath, connectivityUpgradePath, paths, type ServiceDetail } from '@portal/contract';
import { usePageOffered } from '@portal/ui/access';
import { Link } from 'react-router-dom';
import { logFaultPath } from '../../../lib/page-paths';

interface Action {
  label: string;
  to: string;
  primary?: boolean;
}

/** What the customer may start from this page; the server refuses the rest anyway. */
export function serviceActions(service: ServiceDetail): Action[] {
  const { type, serviceTag, can } = service;
  const upgrade = connectivityUpgradePath(type, serviceTag);
  const purchase = connectivityPurchasePath(type, serviceTag);
  return [
    ...(upgrade && can.upgrade ? [{ label: 'Change plan', to: upgrade, primary: true }] : []),
    ...(purchase && can.topUp ? [{ label: 'Buy data', to: purchase, primary: true }] : []),
    ...(can.cancel ? [{ label: 'Cancel service', to: paths.serviceCancellation(type, serviceTag) }] : []),
    { label: 'Log a fault', to: logFaultPath(serviceTag) },
  ];
}

/** Each action whose page the instance runs (no Log a fault without the tickets area). */
export function ServiceActions({ service }: { service: ServiceDetail }) {
  const offered = usePageOffered();
  return (
    <ul className="conn-actions" aria-label="Manage this service">
      {serviceActions(service).filter((action) => offered(action.to)).map((action) => (
        <li key={action.label}>
          <Link to={action.to} className={`portal-button portal-button--${action.primary ? 'primary' : 'secondary'}`}>
            {action.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
