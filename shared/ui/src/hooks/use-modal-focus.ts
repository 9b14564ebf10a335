import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const CANDIDATES = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** Elements inside `root` that the Tab key reaches, in document order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      !el.closest('[hidden], [inert]'),
  );
}

const isTopmost = (backdrop: Element) => {
  const all = document.querySelectorAll('.portal-modal__backdrop');
  return all[all.length - 1] === backdrop;
};

/**
 * Focus handling of a modal dialog: remembers the opener, moves focus in (unless a child already took it, e.g. with
 * autoFocus), keeps Tab inside, makes the rest of the page inert and unscrollable, and gives focus back on close.
 * Returns the keydown handler for the dialog element (Tab trap and Escape).
 */
export function useModalFocus(open: boolean, dialogRef: RefObject<HTMLElement | null>, onEscape?: () => void) {
  const openerRef = useRef<HTMLElement | null>(null);
  const capturedRef = useRef(false);
  // The opener is read during the first open render: by the time effects run, a child with autoFocus may already
  // have moved focus inside. Later renders while open leave it alone (focus may then sit in a nested dialog).
  if (!open) capturedRef.current = false;
  else if (!capturedRef.current && typeof document !== 'undefined') {
    capturedRef.current = true;
    const active = document.activeElement as HTMLElement | null;
    openerRef.current = active && active !== document.body ? active : null;
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const backdrop = (dialog.parentElement ?? dialog) as HTMLElement;

    if (!dialog.contains(document.activeElement)) (tabbableElements(dialog)[0] ?? dialog).focus();

    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === backdrop || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(sibling.tagName)) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    const keepFocusInside = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && !backdrop.contains(target) && isTopmost(backdrop)) (tabbableElements(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      madeInert.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!onEscape) return;
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      const items = tabbableElements(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
}
