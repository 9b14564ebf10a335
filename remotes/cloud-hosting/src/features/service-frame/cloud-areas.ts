import { cloudServicePath, paths } from '@portal/contract';
import type { ServiceArea } from '@portal/ui/service-page';
import { cloudTypeLabel } from '../services/components/hosting-cards';

const pagePath: ServiceArea['pagePath'] = (s) => cloudServicePath(s.category, s.type, s.serviceTag);

const area = (label: string, path: string, categories: string[]): ServiceArea => ({ label, path, categories, typeLabel: cloudTypeLabel, pagePath });

/** The sections of the Cloud & Hosting area, each with its own list page (spec §2 Cloud, Other service areas). */
export const CLOUD_AREA = area('Cloud & Hosting', paths.cloud, ['cloud']);
export const IOT_AREA = area('IoT', paths.iot, ['iot']);
export const SECURITY_AREA = area('Security', paths.security, ['security']);
export const UPS_AREA = area('UPS', paths.ups, ['ups']);
export const VDC_AREA = area('Virtual data centre', paths.vdc, ['vdc']);
