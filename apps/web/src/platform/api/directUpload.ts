import {
  DIRECT_UPLOAD_CONTENT_TYPES,
  DIRECT_UPLOAD_MAX_BYTES,
  uploadEndpoints,
} from '@platfox/domain';
import { call } from './index';
import { ApiError } from './errors';

/** An uploaded file as the app records it: what a form then names by id. */
export type UploadedFile = { id: string; name: string };

/**
 * Whether the server keeps files in S3 and signs uploads to it: unknown until asked, then
 * remembered for the tab (a server without S3 answers 409 every time, so it is asked once).
 */
let isDirectAvailable: boolean | undefined;

const canGoDirect = (file: File) =>
  (DIRECT_UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type) &&
  file.size > 0 &&
  file.size <= DIRECT_UPLOAD_MAX_BYTES;

/**
 * An image straight to the bucket (spec 03 section 7.6, issue 36) where the server offers it: a
 * signed URL, the bytes PUT there by the browser (the app's server never carries them), then the
 * server checks and records the object as the caller's file. Where it is not offered (no S3:
 * 409), or the bucket cannot be reached (a network or CORS failure), the file goes through the
 * app as before (`throughApp`, the screen's multipart call). The server's refusal of the file
 * itself (not an image, too large) is shown as any upload's error.
 */
export async function uploadImage(
  file: File,
  throughApp: (file: File) => Promise<UploadedFile>,
): Promise<UploadedFile> {
  if (isDirectAvailable === false || !canGoDirect(file)) return throughApp(file);
  let signed;
  try {
    signed = await call(uploadEndpoints.getUploadsSignedUrl, {
      query: {
        name: file.name || 'upload',
        contentType: file.type as 'image/png',
        size: file.size,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      isDirectAvailable = false;
      return throughApp(file);
    }
    throw error;
  }
  isDirectAvailable = true;
  const { url, method, headers, key } = signed.data;
  const put = await fetch(url, { method, headers, body: file }).catch(() => null);
  if (!put?.ok) return throughApp(file);
  const recorded = await call(uploadEndpoints.postUploadsValidateSignedUrl, {
    body: { key, name: file.name || 'upload' },
  });
  return { id: recorded.data.id, name: recorded.data.name };
}

/** Tests start from a server not yet asked. */
export function forgetDirectUploadForTests(): void {
  isDirectAvailable = undefined;
}
