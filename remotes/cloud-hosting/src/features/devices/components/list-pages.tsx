import { IOT_AREA, SECURITY_AREA, UPS_AREA, VDC_AREA } from '../../service-frame/cloud-areas';
import { CategoryListPage } from './category-list-page';

/** /services/iot */
export const IotListPage = () => <CategoryListPage area={IOT_AREA} category="iot" noun="IoT services" subtitle="SIMs for your trackers, sensors and telemetry." />;

/** /services/security */
export const SecurityListPage = () => (
  <CategoryListPage area={SECURITY_AREA} category="security" noun="security services" subtitle="Antivirus licences and the firewalls we manage for you." />
);

/** /services/ups */
export const UpsListPage = () => <CategoryListPage area={UPS_AREA} category="ups" noun="UPS services" subtitle="The UPS units you rent, with battery care." />;

/** /services/vdc */
export const VdcListPage = () => (
  <CategoryListPage area={VDC_AREA} category="vdc" noun="virtual data centres" subtitle="Your virtual servers in our data centre." />
);
