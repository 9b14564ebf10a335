/** The four sets of instructions of spec §2 Add to Homescreen. */
export type InstallPlatform = 'ios' | 'android' | 'android-firefox' | 'desktop';

/** iPadOS Safari says it is a Mac; only its touch points tell it apart. */
export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return /Firefox\//.test(userAgent) ? 'android-firefox' : 'android';
  return 'desktop';
}

/** Opened from the home screen or as an installed app: nothing left to install. */
export function runsStandalone(win: Window = window): boolean {
  const standaloneDisplay =
    typeof win.matchMedia === 'function' &&
    ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some((mode) => win.matchMedia(`(display-mode: ${mode})`).matches);
  return standaloneDisplay || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * spec §4 Install prompt: only where the platform is compatible. iOS and Firefox on Android install from their own
 * menus (the modal says how); elsewhere only when the browser has offered the install (beforeinstallprompt).
 */
export function canOfferInstall(platform: InstallPlatform, browserOffersInstall: boolean): boolean {
  return platform === 'ios' || platform === 'android-firefox' || browserOffersInstall;
}
