import { useInstanceConfig } from '../../instance/instance-config';
import { pageOrigin } from '../page-origin';
import { isTestEnvironment } from '../test-environment';

/** spec §1, §9: shown only in test environments, with the build number and the server address. */
export function TestEnvironmentBanner() {
  const config = useInstanceConfig();
  const page = pageOrigin();
  if (!isTestEnvironment(page.hostname)) return null;
  const server = config.serverUrl || page.origin;
  return (
    <div className="portal-test-banner" role="note" aria-label="Test environment">
      Test environment · Build {config.buildNumber} · Server {server}
    </div>
  );
}
