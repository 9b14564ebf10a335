import { ERROR_CODES } from '@portal/contract';
import { ActionFailure, rateLimited } from '../http/action-failure';
import { RENDER_THREADS } from './document-pool';

/**
 * Documents one person may have in the making at once (across all their sessions and accounts). One more is
 * refused at once with 429 and this message, which the download button shows; nothing is queued for them.
 */
export const DOCUMENTS_PER_PERSON = 2;
export const TOO_MANY_DOCUMENTS_MESSAGE = 'You are already downloading several documents. Please wait for them to finish.';

/**
 * Documents read and rendered at the same time, over all people; the others wait their turn, first come first
 * served. Reading the rows stays on the event loop, and the embedded database answers on it too: fifty
 * documents reading at once would hold it for seconds.
 */
export const DOCUMENTS_AT_ONCE = RENDER_THREADS * 2;
/** Documents waiting for their turn; past this a download is refused with 503 and this message. */
export const MAX_WAITING_DOCUMENTS = 500;
export const DOCUMENTS_BUSY_MESSAGE = 'The server is busy making documents. Please try again in a minute.';

const perPerson = new Map<number, number>();
let making = 0;
const waiting: (() => void)[] = [];

async function takeTurn() {
  if (making < DOCUMENTS_AT_ONCE) {
    making += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING_DOCUMENTS) throw new ActionFailure(503, ERROR_CODES.rateLimited, DOCUMENTS_BUSY_MESSAGE);
  // endTurn hands its place straight to the first in line.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else making -= 1;
}

function leave(personId: number) {
  const left = (perPerson.get(personId) ?? 1) - 1;
  if (left > 0) perPerson.set(personId, left);
  else perPerson.delete(personId);
}

/**
 * Runs `make` (reading the rows and rendering one document) in its turn, while holding one of the person's
 * DOCUMENTS_PER_PERSON places; without a free place it is refused before it reads anything. Counted per server
 * process.
 */
export async function withDocumentSlot<T>(personId: number, make: () => Promise<T>): Promise<T> {
  const mine = perPerson.get(personId) ?? 0;
  if (mine >= DOCUMENTS_PER_PERSON) throw rateLimited(TOO_MANY_DOCUMENTS_MESSAGE);
  perPerson.set(personId, mine + 1);
  try {
    await takeTurn();
    try {
      return await make();
    } finally {
      endTurn();
    }
  } finally {
    leave(personId);
  }
}
