import type { Locator } from '@playwright/test';

/**
 * Records, from now on, each text an element and each of its list items show. The demo operator finishes a change
 * about 2 s after it is asked, which a loaded machine can spend before an assertion looks: a pending state ('Being
 * added') is checked as having been shown, not as still showing.
 */
export async function watchTexts(scope: Locator) {
  const key = `__shownTexts${Math.random().toString(36).slice(2)}`;
  await scope.evaluate((element, key) => {
    const seen = new Set<string>();
    const record = () => {
      seen.add(element.textContent ?? '');
      element.querySelectorAll('li').forEach((item) => seen.add(item.textContent ?? ''));
    };
    record();
    new MutationObserver(record).observe(element, { subtree: true, childList: true, characterData: true });
    (window as unknown as Record<string, Set<string>>)[key] = seen;
  }, key);
  return {
    /** Whether one text (the element's, or one item's) held all the parts at once. */
    shown: (...parts: string[]) =>
      scope.page().evaluate(
        ([key, parts]) => [...(window as unknown as Record<string, Set<string>>)[key]].some((text) => parts.every((part) => text.includes(part))),
        [key, parts] as const,
      ),
  };
}
