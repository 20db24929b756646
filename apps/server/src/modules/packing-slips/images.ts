import { createHash } from 'node:crypto';
import type { PackingSlipImage } from '@platfox/domain';
import type Sharp from 'sharp';
import { onFirstUse } from '../../platform/on-first-use';

const sharp = onFirstUse<typeof Sharp>('sharp');

/*
 * The pictures of one document: print-design thumbnails and signatures. Each distinct picture
 * is prepared once (sharp: scaled down, flattened onto its background, JPEG) and embedded once
 * per document however many slips show it; pdfkit would otherwise embed a Buffer anew at every
 * call, and decode a large PNG with an alpha channel in JavaScript.
 */

/** Reads a file of the file store by id; null when it is missing or not the caller's to read. */
export type ImageLoader = (fileId: string) => Promise<Buffer | null>;

/** A picture embedded in the document (pdfkit's PDFImage, missing from its typings). */
export type EmbeddedImage = { width: number; height: number };

type Doc = PDFKit.PDFDocument & { openImage(src: Buffer): EmbeddedImage };

export type ImagePurpose = { maxWidth: number; maxHeight: number; background: string };

export class DocumentImages {
  /** By the bytes' object, then by purpose (a picture may serve as design and signature). */
  private readonly byBytes = new WeakMap<Uint8Array, Map<string, Promise<EmbeddedImage | null>>>();
  private readonly byKey = new Map<string, Promise<EmbeddedImage | null>>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly loadFile: ImageLoader | undefined,
  ) {}

  /** The embedded picture, or null when it is missing or not a picture (the slip says so). */
  get(image: PackingSlipImage | null, purpose: ImagePurpose): Promise<EmbeddedImage | null> {
    if (!image) return Promise.resolve(null);
    const suffix = `${purpose.maxWidth}x${purpose.maxHeight}:${purpose.background}`;
    if ('fileId' in image) {
      return this.once(`file:${image.fileId}:${suffix}`, async () => {
        const bytes = this.loadFile ? await this.loadFile(image.fileId) : null;
        return bytes ? this.embed(bytes, purpose) : null;
      });
    }
    // The same Buffer object is the common case (one signature for all slips): skip hashing it.
    let purposes = this.byBytes.get(image.bytes);
    if (!purposes) {
      purposes = new Map();
      this.byBytes.set(image.bytes, purposes);
    }
    const known = purposes.get(suffix);
    if (known) return known;
    const hash = createHash('sha1').update(image.bytes).digest('hex');
    const embedded = this.once(`bytes:${hash}:${suffix}`, () => this.embed(image.bytes, purpose));
    purposes.set(suffix, embedded);
    return embedded;
  }

  private once(
    key: string,
    make: () => Promise<EmbeddedImage | null>,
  ): Promise<EmbeddedImage | null> {
    let found = this.byKey.get(key);
    if (!found) {
      found = make();
      this.byKey.set(key, found);
    }
    return found;
  }

  private async embed(bytes: Uint8Array, purpose: ImagePurpose): Promise<EmbeddedImage | null> {
    let prepared: Buffer;
    try {
      prepared = await sharp()(bytes, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({
          width: Math.round(purpose.maxWidth),
          height: Math.round(purpose.maxHeight),
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: purpose.background })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      return null;
    }
    return (this.doc as Doc).openImage(prepared);
  }
}
