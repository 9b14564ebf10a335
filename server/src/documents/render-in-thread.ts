import { move } from 'piscina';
import { renderDocument, type DocumentJob } from './render-document';

/** Renders one DocumentJob on a pool thread and hands its bytes back without copying them. */
export async function renderInThread(job: DocumentJob) {
  const bytes = await renderDocument(job);
  // A small Buffer can share its ArrayBuffer with others (Node's pool): transferring that would detach them all.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return move(own as ArrayBuffer);
}
