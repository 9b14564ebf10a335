import { STORAGE_KEYS } from '@portal/contract';

/** spec §3 Pwa prompt. */
export interface PwaPrompt {
  dismissedPopup: boolean;
  /** ISO date and time of 'No thanks'. */
  dismissDate: string | null;
}

export function readPwaPrompt(): PwaPrompt {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.pwaPrompt) ?? 'null') as Partial<PwaPrompt> | null;
    return { dismissedPopup: stored?.dismissedPopup === true, dismissDate: typeof stored?.dismissDate === 'string' ? stored.dismissDate : null };
  } catch {
    return { dismissedPopup: false, dismissDate: null };
  }
}

/** spec §4: 'No thanks' records the dismissal; the modal is not offered again on this browser. */
export function recordDismissal(now = new Date()) {
  const prompt: PwaPrompt = { dismissedPopup: true, dismissDate: now.toISOString() };
  localStorage.setItem(STORAGE_KEYS.pwaPrompt, JSON.stringify(prompt));
}
