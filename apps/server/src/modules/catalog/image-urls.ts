/** Our image URL's path: the catalogue image endpoint, by id (contract: getCatalogImagesOne). */
const IMAGE_PATH =
  /^\/api\/catalog\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The image (id and size) an image URL of this site names, or null for anything else: another host (the
 * request's own, as the browser addressed it), another scheme, another path, or no URL at all.
 * The image buffers read the id from the file store; nothing here is ever fetched.
 */
export function imageOfUrl(
  raw: string,
  ownHost: string,
): { id: string; size: 'original' | 'thumbnail' } | null {
  let url: URL;
  let own: URL;
  try {
    own = new URL(`http://${ownHost}`);
    url = new URL(raw, own);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The host name only: behind TLS the Host header has no port while the URL's scheme implies
  // 443. Nothing is fetched, so a port names no other server here.
  if (url.hostname !== own.hostname) return null;
  if (url.username || url.password) return null;
  const id = IMAGE_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  if (!id) return null;
  // The client draws what it shows: the thumbnail when its URL asks for it.
  return { id, size: url.searchParams.get('size') === 'thumbnail' ? 'thumbnail' : 'original' };
}
