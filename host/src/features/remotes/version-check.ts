/** What an area built against newer shared modules than this portal provides shows in its own place. */
export const NEEDS_NEWER_PORTAL = 'This area needs a newer version of the portal';

/** A shared module an area needs in a version range the portal's own version of it is outside of (or not provided). */
export interface UnmetNeed {
  name: string;
  required: string;
  provided: string | null;
}

/** Thrown while an area's manifest is read, before any of its code runs: the area would crash on this portal. */
export class AreaNeedsNewerPortalError extends Error {
  readonly remote: string;
  readonly needs: UnmetNeed[];

  constructor(remote: string, needs: UnmetNeed[]) {
    const described = needs.map((n) => `${n.name} ${n.required} (the portal provides ${n.provided ?? 'none'})`).join(', ');
    super(`${remote} needs ${described}`);
    this.name = 'AreaNeedsNewerPortalError';
    this.remote = remote;
    this.needs = needs;
  }
}

export const needsNewerPortal = (error: unknown): error is AreaNeedsNewerPortalError => error instanceof AreaNeedsNewerPortalError;
