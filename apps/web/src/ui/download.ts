/** How long a file's object URL lives: the click has handed the file to the browser long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Lets the browser download a URL as a file, the way a clicked link would. */
export function followDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Saves a file the app has read (a `call()` of a file endpoint answers a Blob) as the browser's own
 * download, under `fileName`.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  followDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
