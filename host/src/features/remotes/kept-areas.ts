import type { Location } from 'react-router-dom';
import type { AreaMount } from './areas';

/** How many area mounts stay rendered (hidden) after they were left, so that going back to one shows it at once. */
export const MAX_KEPT_AREAS = 6;

/** A kept area's element (KeptAreas) says its mount, and whether it is the one shown. */
export const KEPT_AREA_ATTRIBUTE = 'data-kept-area';
export const SHOWN_ATTRIBUTE = 'data-shown';
/** Matches a kept area that is hidden: what is in it is not on the page. */
export const HIDDEN_KEPT_AREA = `[${KEPT_AREA_ATTRIBUTE}]:not([${SHOWN_ATTRIBUTE}])`;

/** An area mount the user has opened, at the page it was last shown on. */
export interface KeptArea extends AreaMount {
  location: Location;
  /** When it was last shown, in shows counted from the first: the least recent one is let go first. */
  shownAt: number;
}

/**
 * The kept areas once `mount` is shown at `location`: it is updated in place (the others keep their order, so that
 * no area's DOM is moved) or added, and past `max` the area shown least recently is let go. Returns `kept` itself when
 * nothing changed, so that a render can tell.
 */
export function keepShown(kept: readonly KeptArea[], mount: AreaMount, location: Location, max = MAX_KEPT_AREAS): readonly KeptArea[] {
  const index = kept.findIndex((k) => k.base === mount.base);
  const latest = kept.reduce((n, k) => Math.max(n, k.shownAt), 0);
  if (index >= 0) {
    const current = kept[index];
    if (current.location === location && current.shownAt === latest) return kept;
    return kept.map((k, i) => (i === index ? { ...k, location, shownAt: current.shownAt === latest ? latest : latest + 1 } : k));
  }
  const added = [...kept, { ...mount, location, shownAt: latest + 1 }];
  if (added.length <= max) return added;
  const leastRecent = added.reduce((a, b) => (b.shownAt < a.shownAt ? b : a));
  return added.filter((k) => k !== leastRecent);
}
