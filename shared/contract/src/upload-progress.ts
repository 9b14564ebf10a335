/**
 * @portal/contract/upload-progress: uploads that report how far their body has gone. A subpath of its own, loaded by the
 * pages that upload, so that the login page does not carry it.
 */
import { ActionError } from './action-error';
import { NETWORK_ERROR_MESSAGE, uploadPath } from './constants';
import { transportInternals, type EnvelopeResponse } from './transport';

const { headers, url, readEnvelope, withReauth } = transportInternals;

/** How much of an upload's body has gone out; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  sent: number;
  total: number | null;
}

/** POSTs the form through XMLHttpRequest, whose upload events tell how far the body has gone (fetch cannot). */
function sendWithProgress(path: string, body: FormData, onProgress?: (progress: UploadProgress) => void): Promise<EnvelopeResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url(path));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) =>
        onProgress({ sent: event.loaded, total: event.lengthComputable && event.total > 0 ? event.total : null });
    }
    request.onload = () => {
      const text = request.responseText;
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        json: async () => JSON.parse(text) as unknown,
      });
    };
    const unreachable = () => reject(new ActionError({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK', status: 0 }));
    request.onerror = unreachable;
    request.onabort = unreachable;
    request.ontimeout = unreachable;
    request.send(body);
  });
}

/**
 * uploadFiles with progress: the same multipart body (a `json` part and the `files` parts), session header, cookies,
 * envelope reading and re-auth, sent through XMLHttpRequest so that `onProgress` hears how much has gone out.
 * A re-auth retry sends the body again from the start.
 */
export async function uploadFilesWithProgress<T = unknown>(
  name: string,
  files: File[],
  json: Record<string, unknown> = {},
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  const form = new FormData();
  form.append('json', JSON.stringify(json));
  files.forEach((file) => form.append('files', file, file.name));
  return withReauth(async () => readEnvelope<T>(await sendWithProgress(uploadPath(name), form, onProgress)));
}
