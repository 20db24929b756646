import {
  PRODUCT_IMPORT_FETCH_TIMEOUT_MS,
  PRODUCT_IMPORT_MAX_IMAGE_BYTES,
  PRODUCT_IMPORT_MESSAGES,
} from '@platfox/domain';
import { fetchPublic } from '../../platform/net/outbound';
import { HostRefusedError, resolvePublicHost } from '../../platform/net/public-address';
import { imageFormat } from '../catalog/index';

/** Why a URL gave no image: told on the line's column. */
export class ImageFetchError extends Error {}

export type FetchedImage = { name: string; bytes: Buffer };

export type ImageFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** Loopback and private networks may be read (tests' stand-in servers); never by default. */
  allowPrivateHosts?: boolean;
};

const MAX_REDIRECTS = 3;

/** Refuses a URL whose host is, or resolves to, a private address. */
async function assertPublicHost(url: URL): Promise<void> {
  await resolvePublicHost(url.hostname).catch((error: unknown) => {
    if (error instanceof HostRefusedError && error.reason === 'not-public') {
      throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.notPublic);
    }
    throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.unreachable(null));
  });
}

/** The last path segment, as the stored file's name. */
function fileNameOf(url: URL): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').slice(0, 200);
  return last || 'image';
}

/**
 * Downloads an image a seller's spreadsheet names: http(s) only, within the time limit, never
 * more bytes than a design upload may have (the body is read as a stream and cut off), and a PNG
 * or JPEG by its bytes whatever the server's content type says.
 */
export async function fetchImage(
  address: string,
  {
    timeoutMs = PRODUCT_IMPORT_FETCH_TIMEOUT_MS,
    maxBytes = PRODUCT_IMPORT_MAX_IMAGE_BYTES,
    allowPrivateHosts = false,
  }: ImageFetchOptions = {},
): Promise<FetchedImage> {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.url);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // Redirects are followed by hand so that every hop's host is checked, not only the first.
    let at = url;
    let response = await fetchChecked(at, signal, allowPrivateHosts);
    for (let hop = 0; isRedirect(response.status) && hop < MAX_REDIRECTS; hop += 1) {
      const next = response.headers.get('location');
      await response.body?.cancel();
      if (!next || !URL.canParse(next, at.href)) break;
      at = new URL(next, at);
      if (at.protocol !== 'http:' && at.protocol !== 'https:') {
        throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.url);
      }
      response = await fetchChecked(at, signal, allowPrivateHosts);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.unreachable(response.status));
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.cancel();
      throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.tooLarge);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.tooLarge);
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    if (!imageFormat(bytes)) throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.notImage);
    return { name: fileNameOf(at), bytes };
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.timeout);
    throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.unreachable(null));
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * The host is checked first for the seller's message, and again by fetchPublic's connector on
 * the very address it connects to (a name that resolves elsewhere a moment later is refused).
 */
async function fetchChecked(url: URL, signal: AbortSignal, allowPrivateHosts: boolean) {
  if (allowPrivateHosts) return fetch(url, { signal, redirect: 'manual' });
  await assertPublicHost(url);
  return fetchPublic(url, { signal, redirect: 'manual' }).catch((error: unknown) => {
    if ((error as { cause?: unknown }).cause instanceof HostRefusedError) {
      throw new ImageFetchError(PRODUCT_IMPORT_MESSAGES.notPublic);
    }
    throw error;
  });
}
