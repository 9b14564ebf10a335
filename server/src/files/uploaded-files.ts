import type { FileStore } from './file-store';

/** Deletes an upload's files from the store: the upload failed, or its files were already kept once. */
export async function removeUploaded(files: FileStore, uploaded: { storageKey: string }[]) {
  await Promise.all(uploaded.map((file) => files.remove(file.storageKey)));
}
