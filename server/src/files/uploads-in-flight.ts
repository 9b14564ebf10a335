import { gauge } from '../observability/metrics';

/** Uploads one person may have under way at once on one server; the next is refused with 429 until one ends. */
export const UPLOADS_IN_FLIGHT_PER_PERSON = 2;

export const TOO_MANY_UPLOADS = `You already have ${UPLOADS_IN_FLIGHT_PER_PERSON} uploads under way. Wait until one of them has finished, then send this one again.`;

const inFlight = gauge('portal_uploads_in_flight', 'Uploads being received right now.');

/** Counts each person's uploads under way (in this process). */
export function uploadsInFlight(max = UPLOADS_IN_FLIGHT_PER_PERSON) {
  const counts = new Map<string, number>();
  return {
    /** A release function when `who` may start one more upload, else null. */
    start(who: string): (() => void) | null {
      const now = counts.get(who) ?? 0;
      if (now >= max) return null;
      counts.set(who, now + 1);
      inFlight.inc();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight.dec();
        const left = (counts.get(who) ?? 1) - 1;
        if (left > 0) counts.set(who, left);
        else counts.delete(who);
      };
    },
  };
}
