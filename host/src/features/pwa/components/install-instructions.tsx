import type { InstallPlatform } from '../platform';

/** spec §2 Add to Homescreen: the steps on each platform, as its own browser names them. */
const STEPS: Record<InstallPlatform, string[]> = {
  ios: [
    'Tap the Share button (the square with an arrow pointing up) in the browser’s toolbar.',
    'Scroll down and choose ‘Add to Home Screen’.',
    'Tap ‘Add’. The app’s icon appears on your home screen.',
  ],
  android: [
    'Tap ‘Yes, install the app!’ below.',
    'Confirm with ‘Install’.',
    'Open the app from its icon on your home screen.',
  ],
  'android-firefox': [
    'Tap the menu button (⋮) beside the address bar.',
    'Choose ‘Add app to Home screen’ (or ‘Install’).',
    'Confirm with ‘Add’. The app’s icon appears on your home screen.',
  ],
  desktop: [
    'Select ‘Yes, install the app!’ below.',
    'Confirm with ‘Install’.',
    'The app opens in its own window; find it with your other apps.',
  ],
};

const PLATFORM_NAMES: Record<InstallPlatform, string> = {
  ios: 'On your iPhone or iPad',
  android: 'On your Android device',
  'android-firefox': 'In Firefox on Android',
  desktop: 'On your computer',
};

export function InstallInstructions({ platform }: { platform: InstallPlatform }) {
  return (
    <section aria-label="How to install">
      <h3 className="portal-install__platform">{PLATFORM_NAMES[platform]}</h3>
      <ol className="portal-install__steps">
        {STEPS[platform].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
