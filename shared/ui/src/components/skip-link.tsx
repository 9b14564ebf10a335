import type { MouseEvent } from 'react';

/** The first link on the page: hidden until focused, it moves focus to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a className="portal-skip-link" href={`#${targetId}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
