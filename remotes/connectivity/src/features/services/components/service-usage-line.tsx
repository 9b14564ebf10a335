import { DataUsedMeter } from '../../../components/data-used-meter';
import { useService } from '../../service-page/api/get-service';

/**
 * The data used this period on a service's card. It comes from the service's own record (services.GetService), which
 * its page then opens with at once; while it loads, or if it cannot, the card simply goes without it.
 */
export function ServiceUsageLine({ serviceTag }: { serviceTag: string }) {
  const service = useService(serviceTag);
  const usage = service.data?.usage;
  if (!usage) return null;
  return <DataUsedMeter usedMb={usage.usedMb} capMb={usage.capMb} />;
}
