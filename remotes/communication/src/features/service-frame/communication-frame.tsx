import type { ServiceDetail } from '@portal/contract';
import { ServiceGate, ServiceHeader, type ServiceLink } from '@portal/ui/service-page';
import type { ReactNode } from 'react';
import { COMMUNICATION_AREA } from './communication-area';

/** The service gate of a communication route: a service of this area and of the route's own type. */
export function CommunicationServiceGate(props: { type: string; loadingLabel: string; children: (service: ServiceDetail) => ReactNode }) {
  return <ServiceGate area={COMMUNICATION_AREA} {...props} />;
}

/** The header of a communication service page (see ServiceHeader). */
export function CommunicationServiceHeader(props: { service: ServiceDetail; links?: ServiceLink[] }) {
  return <ServiceHeader area={COMMUNICATION_AREA} {...props} />;
}
