import path from 'node:path';

/**
 * Unicode's bidirectional controls (embeddings, overrides, isolates, marks): in a name they can make `photo<U+202E>gnp.exe`
 * show as `photoexe.png`.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name as a person gave it, reduced to a plain base name that shows what it is: never used as a path. */
export function plainFileName(name: string, fallback = 'file') {
  const base = path.basename(name.replace(/\\/g, '/')).replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim();
  return base.slice(0, 200) || fallback;
}
