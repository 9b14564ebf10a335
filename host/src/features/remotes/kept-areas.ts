import type { Location } from 'react-router-dom';
import type { AreaMount } from './areas';

/**
 * Matches a kept area that is hidden: what is in it is not on the page. KeptAreas marks each area's element with
 * data-kept-area (its mount) and the one shown with data-shown.
 */
export const HIDDEN_KEPT_AREA = '[data-kept-area]:not([data-shown])';

/** An area mount the user has opened, at the page it was last shown on. */
export interface KeptArea extends AreaMount {
  location: Location;
}

/**
 * The kept areas once `mount` is shown at `location`: it is updated in place (the others keep their order, so that
 * no area's DOM is moved) or added. Every mount opened stays: there are only so many (AREA_MOUNTS). Returns `kept`
 * itself when nothing changed, so that a render can tell.
 */
export function keepShown(kept: readonly KeptArea[], mount: AreaMount, location: Location): readonly KeptArea[] {
  const current = kept.find((k) => k.base === mount.base);
  if (current?.location === location) return kept;
  return current ? kept.map((k) => (k === current ? { ...k, location } : k)) : [...kept, { ...mount, location }];
}
