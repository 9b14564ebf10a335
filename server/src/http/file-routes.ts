import { API_BASE, ERROR_CODES, UPLOAD_LIMIT_BYTES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyDownload, AnyUpload, ServerContext, UploadedFile } from '../actions/define-action';
import { contentProbe } from '../files/content-probe';
import { plainFileName } from '../files/file-names';
import { FileStoreError, newFileKey, type FileStore } from '../files/file-store';
import { removeUnkept } from '../files/uploaded-files';
import { TOO_MANY_UPLOADS, uploadsInFlight } from '../files/uploads-in-flight';
import { ActionFailure, badInput, tooLarge, unsupportedMediaType } from './action-failure';
import { sendFailure, sendResult } from './envelope';
import { authorize, requestContext } from './guard';
import { jsonBody, parseInput } from './input';

export const UPLOAD_TOO_LARGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
/** Room for the multipart boundaries and the json part on top of the files' 16 MiB. */
const MULTIPART_OVERHEAD = 256 * 1024;

/** `attachment; filename="..."` with a name that cannot break out of the header, point at a folder or disguise its type. */
export function attachment(fileName: string) {
  const base = plainFileName(fileName.replace(/"/g, ''), 'download');
  const ascii = base.replace(/[^\x20-\x7e]/g, '_');
  return ascii === base ? `attachment; filename="${base}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

/** Counts the bytes of all of an upload's files as they stream by; at 16 MiB it stops the upload with 413. */
function uploadBudget() {
  let total = 0;
  return async function* counted(source: AsyncIterable<Buffer>, probe: ReturnType<typeof contentProbe>) {
    for await (const chunk of source) {
      total += chunk.length;
      if (total >= UPLOAD_LIMIT_BYTES) throw tooLarge(UPLOAD_TOO_LARGE);
      probe.see(chunk);
      yield chunk;
    }
  };
}

/**
 * Reads the `json` part and streams each `files` part into the file store under a new key, counting bytes, hashing
 * and noting what the bytes are as they go: no file is held in memory. The files must stay UNDER 16 MiB in total
 * (spec §5): at 16 MiB it stops with 413, so exactly 16 MiB is refused and 16 MiB − 1 accepted. `stored` collects
 * every file written, so the caller can delete them when anything fails.
 */
async function readUpload(request: FastifyRequest, store: FileStore, stored: UploadedFile[]) {
  let json: unknown = {};
  const counted = uploadBudget();
  const parts = request.parts({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 20, fields: 1, fieldSize: 64 * 1024, parts: 21 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'json' || typeof part.value !== 'string') throw badInput(`Unexpected part: ${part.fieldname.slice(0, 50)}.`, part.fieldname);
      if (part.valueTruncated) throw tooLarge('The json part is larger than 64 KB.');
      try {
        json = JSON.parse(part.value);
      } catch {
        throw badInput('The json part is not valid JSON.', 'json');
      }
      continue;
    }
    if (part.fieldname !== 'files') throw badInput(`Unexpected part: ${part.fieldname.slice(0, 50)}.`, part.fieldname);
    const storageKey = newFileKey();
    const probe = contentProbe();
    const { size, sha256 } = await store.put(storageKey, counted(part.file as AsyncIterable<Buffer>, probe));
    const fileName = plainFileName(part.filename || 'file');
    stored.push({ fileName, mimeType: part.mimetype, size, sha256, storageKey, content: probe.facts() });
    if (part.file.truncated) throw tooLarge(UPLOAD_TOO_LARGE);
  }
  return json;
}

const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** What the multipart parser throws (no boundary, a body cut short, too many parts) is the sender's mistake: a 4xx. */
async function readUploadOr4xx(request: FastifyRequest, store: FileStore, stored: UploadedFile[]) {
  try {
    return await readUpload(request, store, stored);
  } catch (error) {
    // The file store failing (a full disk) is the server's fault, not the sender's: a 500 with the error logged.
    if (error instanceof ActionFailure || error instanceof FileStoreError || (error as NodeJS.ErrnoException).syscall) throw error;
    if (PART_LIMITS.has((error as { code?: string }).code ?? '')) throw tooLarge('Too many parts: send one json part and at most 20 files.');
    throw badInput('The upload is not a well-formed multipart/form-data body.');
  }
}

/** POST .../download/:name and .../upload/:name: driven by their registries like actions, guarded the same way. */
export function registerFileRoutes(
  app: FastifyInstance,
  server: ServerContext,
  downloads: Map<string, AnyDownload>,
  uploads: Map<string, AnyUpload>,
) {
  const underWay = uploadsInFlight();
  app.post<{ Params: { name: string } }>(`${API_BASE}/download/:name`, async (request, reply) => {
    const download = downloads.get(request.params.name);
    if (!download) return sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown download: ${request.params.name.slice(0, 100)}`);
    const input = parseInput(download.input, jsonBody(request));
    const ctx = await requestContext(server, request);
    authorize(download, ctx, server.clock.now().getTime());
    const file = await download.handler(input, ctx);
    if (file.size !== undefined && !Buffer.isBuffer(file.body)) reply.header('content-length', file.size);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  app.post<{ Params: { name: string } }>(`${API_BASE}/upload/:name`, async (request, reply) => {
    const upload = uploads.get(request.params.name);
    if (!upload) return sendFailure(reply, 404, ERROR_CODES.unknownAction, `Unknown upload: ${request.params.name.slice(0, 100)}`);
    if (!request.isMultipart()) throw unsupportedMediaType('Send the files as multipart/form-data.');
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD) throw tooLarge(UPLOAD_TOO_LARGE);
    // Who may upload, and whether they may start one more, is settled before a byte of the body is read.
    const ctx = await requestContext(server, request);
    authorize(upload, ctx, server.clock.now().getTime());
    const release = underWay.start(ctx.session ? `person:${ctx.session.personId}` : `address:${ctx.clientAddress}`);
    if (!release) throw new ActionFailure(429, ERROR_CODES.rateLimited, TOO_MANY_UPLOADS);
    const stored: UploadedFile[] = [];
    try {
      const json = await readUploadOr4xx(request, server.files, stored);
      const input = parseInput(upload.input, json);
      return sendResult(reply, await upload.handler(input, stored, ctx));
    } catch (error) {
      // A refused, failed or cut-off upload leaves no file behind, and no row (its handler's transaction rolled back).
      await removeUnkept(server.files, stored).catch((cleanup) => request.log.error({ err: cleanup }, 'upload files not removed'));
      throw error;
    } finally {
      release();
    }
  });
}
