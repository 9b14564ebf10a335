import type { Settings } from '../settings';
import { directoryFileStore } from './directory-store';
import type { FileStore } from './file-store';

/** The store FILES_STORE names, and where it is for the start-up lines. The S3 client is loaded only when used. */
export async function openFileStore(settings: Pick<Settings, 'filesStore' | 'filesDir' | 's3'>): Promise<{ files: FileStore; where: string }> {
  if (settings.filesStore === 's3' && settings.s3) {
    const { s3FileStore } = await import('./s3-store');
    const files = await s3FileStore(settings.s3);
    const where = `the S3 bucket ${settings.s3.bucket}${settings.s3.prefix ? ` (under ${settings.s3.prefix})` : ''}`;
    if (files.abortedLeftovers) console.log(`Aborted ${files.abortedLeftovers} multipart uploads to ${where} that a stop left open.`);
    return { files, where };
  }
  return { files: directoryFileStore(settings.filesDir), where: settings.filesDir };
}
