import { AntivirusLicencePage } from '@portal/ui/service-page';
import { SECURITY_AREA } from '../../service-frame/cloud-areas';
import { useAntivirus } from '../api/get-antivirus';

/** /services/security/antivirus-account/{serviceTag}: the licence's seats and renewal, and the devices it protects (the one antivirus page). */
export default function AntivirusPage() {
  return (
    <AntivirusLicencePage area={SECURITY_AREA} loadingLabel="Loading your antivirus licence…" useLicence={useAntivirus} removeAction="cloud.RemoveAntivirusDevice" />
  );
}
