/**
 * How much of a file's start is kept to tell its type by. file-type needs 4100 bytes for most types, but finds a
 * .docx or .xlsx by the names of the zip's entries, which may come after a thumbnail image: 256 KB holds them.
 */
export const HEAD_BYTES = 256 * 1024;

/** What the bytes of a file are known to be once they have all gone by. */
export interface ContentFacts {
  /** The first bytes, for telling the type by its magic number. */
  head: Buffer;
  /** Valid UTF-8 throughout, without a NUL byte: text, which has no magic number. */
  text: boolean;
}

/** Watches a file's bytes stream by, keeping only its first bytes and whether it is still text. */
export function contentProbe() {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = true;
  return {
    see(chunk: Buffer) {
      if (keptBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - keptBytes);
        kept.push(Buffer.from(part));
        keptBytes += part.length;
      }
      if (!text) return;
      if (chunk.includes(0)) text = false;
      else {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          text = false;
        }
      }
    },
    facts(): ContentFacts {
      if (text) {
        try {
          decoder.decode();
        } catch {
          text = false;
        }
      }
      return { head: Buffer.concat(kept), text };
    },
  };
}
