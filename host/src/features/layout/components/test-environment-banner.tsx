import { useInstanceConfig } from '../../instance/instance-config';
import { isTestEnvironment } from '../test-environment';

/** spec §1, §9: shown only in test environments, with the build number and the server address. */
export function TestEnvironmentBanner() {
  const config = useInstanceConfig();
  if (!isTestEnvironment(window.location.hostname)) return null;
  const server = config.serverUrl || window.location.origin;
  return (
    <div className="portal-test-banner" role="note" aria-label="Test environment">
      Test environment · Build {config.buildNumber} · Server {server}
    </div>
  );
}
