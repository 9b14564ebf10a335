import type { UploadedFile } from '../actions/define-action';
import type { FileStore } from './file-store';

/**
 * Marks an upload's files as kept: rows that name them are committed. From then on nothing that fails later in the
 * request (a read for the answer) may delete them.
 */
export function keepUploaded(uploaded: UploadedFile[]) {
  for (const file of uploaded) file.kept = true;
}

/** Deletes those of an upload's files no row keeps: the upload failed, or its files were already kept once. */
export async function removeUnkept(files: FileStore, uploaded: UploadedFile[]) {
  await Promise.all(uploaded.filter((file) => !file.kept).map((file) => files.remove(file.storageKey)));
}
