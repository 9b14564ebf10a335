import '../pwa.css';
import { InstallAppPrompt } from './install-app-prompt';
import { OfflineBanner } from './offline-banner';

/** What the installable app adds to every signed-in page: the offline banner and the Add to Homescreen modal. */
export function PwaShellExtras() {
  return (
    <>
      <OfflineBanner />
      <InstallAppPrompt />
    </>
  );
}
