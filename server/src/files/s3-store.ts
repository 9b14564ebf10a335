import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkFileKey, FILE_KEY, FileStoreError, type FileStore, type StoredBytes } from './file-store';

/** FILES_STORE=s3: where the bucket is and how to sign in to it (settings.ts reads them from S3_*). */
export interface S3StoreSettings {
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's S3 API); unset: Amazon S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `attachments/`: the bucket may hold other things. */
  prefix: string;
}

/**
 * S3 takes a body of unknown length only as a multipart upload, whose parts are at least 5 MiB: the upload holds one
 * part in memory at a time (queueSize 1: the next is read only once the last was sent), never a whole file. A file
 * smaller than a part is sent as one PutObject once its end is read, so an upload cut short sends nothing at all.
 */
const PART_BYTES = 5 * 1024 * 1024;
/** No upload takes this long: a multipart upload still open after it is one a stopped node left. */
const LEFTOVER_MS = 24 * 3600 * 1000;

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');
const isNotImplemented = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotImplemented' || $metadata?.httpStatusCode === 501 || $metadata?.httpStatusCode === 405;
};

export function s3Client(settings: S3StoreSettings) {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Only what S3 requires: a checksum on every request would make some S3-compatible services refuse the upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Ticket attachments' bytes in an S3 bucket, each under `<prefix><key>`. Opening it checks that the bucket answers
 * (a wrong name or key stops the start with a sentence), and aborts the multipart uploads a stopped node left open.
 */
export async function s3FileStore(settings: S3StoreSettings, client = s3Client(settings)): Promise<FileStore & { abortedLeftovers: number }> {
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => `${prefix}${checkFileKey(key)}`;
  try {
    // A listing, not HeadBucket: some services answer HEAD without checking the signature. The sweep lists too.
    await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = (error as Error).name;
    const why = status === 404 || name === 'NoSuchBucket' ? 'it does not exist' : status === 403 || /Signature|AccessDenied|InvalidAccessKeyId/.test(name) ? 'the access key may not use it' : name || 'no answer';
    throw new Error(`The S3 bucket ${JSON.stringify(bucket)} cannot be used (${why}): check S3_BUCKET, S3_ENDPOINT, S3_REGION and the access key.`);
  }
  const abortedLeftovers = await abortLeftoverUploads(client, settings);

  return {
    abortedLeftovers,
    async put(key, source): Promise<StoredBytes> {
      const Key = objectKey(key);
      const hash = createHash('sha256');
      let size = 0;
      // The sender's error (a 413, a body cut short) is what the caller gets, whatever the store says after it.
      let sourceError: unknown;
      async function* counted() {
        try {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({ client, params: { Bucket: bucket, Key, Body: Readable.from(counted()) }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (error) {
        // lib-storage aborts a multipart upload it started; an object already complete is deleted here.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(() => undefined);
        throw sourceError ?? new FileStoreError(`The S3 bucket did not take the file (${(error as Error).name || 'no answer'}).`, { cause: error });
      }
      return { size, sha256: hash.digest('hex') };
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a stream.');
      return answer.Body;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (FILE_KEY.test(key) && object.LastModified) yield { key, writtenAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/**
 * Aborts the multipart uploads of attachments begun more than a day ago: a node stopped in the middle of one. Only
 * old ones: other nodes may be uploading right now. A service that does not list multipart uploads is left to its
 * lifecycle rule (docs/deploy.md: AbortIncompleteMultipartUpload).
 */
async function abortLeftoverUploads(client: S3Client, { bucket, prefix }: S3StoreSettings, now = Date.now()) {
  let aborted = 0;
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  try {
    do {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix || undefined, KeyMarker, UploadIdMarker }));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || now - upload.Initiated.getTime() < LEFTOVER_MS) continue;
        if (!FILE_KEY.test(upload.Key.slice(prefix.length))) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted++;
      }
      [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
    } while (KeyMarker);
  } catch (error) {
    if (!isNotImplemented(error)) throw error;
  }
  return aborted;
}
