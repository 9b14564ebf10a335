import { AntivirusLicencePage } from '@portal/ui/service-page';
import { COMMUNICATION_AREA } from '../../service-frame/communication-area';
import { useEscanLicence } from '../api/get-escan';

/** /services/communication/escan/{serviceTag}: the licence, its key and the devices it protects (the one antivirus page). */
export default function EscanPage() {
  return (
    <AntivirusLicencePage
      area={COMMUNICATION_AREA}
      loadingLabel="Loading your eScan licence…"
      useLicence={useEscanLicence}
      removeAction="communication.RemoveEscanDevice"
      revealAction="communication.RevealEscanLicenceKey"
    />
  );
}
