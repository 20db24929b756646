import { DESIGN_MESSAGES } from '@platfox/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { designProblem, imageFormat, readImageInfo, type ImageInfo } from './images';
import { jpeg, png, withoutChunk } from './test-fixtures';

describe('readImageInfo', () => {
  it('reads a PNG: size from IHDR, density from pHYs in dots per inch', async () => {
    expect(readImageInfo(await png(300, 200, 300))).toEqual({
      format: 'png',
      contentType: 'image/png',
      width: 300,
      height: 200,
      dpi: 300,
    });
    expect(readImageInfo(await png(300, 200, 72))?.dpi).toBe(72);
  });

  it('gives no density for a PNG without pHYs', async () => {
    const info = readImageInfo(await png(64, 32));
    expect(info).toMatchObject({ width: 64, height: 32, dpi: null });
  });

  it('reads a JPEG: size from the frame header, density from JFIF or else EXIF', async () => {
    expect(readImageInfo(await jpeg(120, 80, 200))).toEqual({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 120,
      height: 80,
      dpi: 200,
    });
    expect(readImageInfo(await jpeg(120, 80))).toMatchObject({ width: 120, dpi: null });
    const exifOnly = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#000' },
    })
      .withDensity(96)
      .jpeg()
      .toBuffer();
    expect(readImageInfo(exifOnly)).toMatchObject({ width: 40, height: 30, dpi: 96 });
  });

  it('judges by the bytes, not the name: other formats and broken headers are refused', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect(imageFormat(webp)).toBeNull();
    expect(readImageInfo(webp)).toBeNull();
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const headerOnly = (await png(10, 10)).subarray(0, 12);
    expect(imageFormat(headerOnly)).toBe('png');
    expect(readImageInfo(headerOnly)).toBeNull();
    expect(readImageInfo(withoutChunk(await png(10, 10), 'IHDR'))).toBeNull();
  });
});

describe('designProblem (minimum 150 dpi and the art-work size)', () => {
  const artWork = { width: 1500, height: 1800, isFlexibleDimension: false };
  const image = (width: number, height: number, dpi: number | null): ImageInfo => ({
    format: 'png',
    contentType: 'image/png',
    width,
    height,
    dpi,
  });

  it('accepts a design of the art-work size at 150 dpi or more, or without a density', () => {
    expect(designProblem(image(1500, 1800, 150), artWork)).toBeNull();
    expect(designProblem(image(3000, 3600, 300), artWork)).toBeNull();
    expect(designProblem(image(1500, 1800, null), artWork)).toBeNull();
  });

  it('refuses a declared density under 150 dpi, however many pixels', () => {
    expect(designProblem(image(6000, 7200, 149), artWork)).toBe(DESIGN_MESSAGES.lowDpi(149));
    expect(designProblem(image(6000, 7200, 72), artWork)).toBe(
      'The design is 72 dpi; it needs at least 150 dpi to print sharply',
    );
  });

  it('refuses fewer pixels than the art-work size on either side', () => {
    expect(designProblem(image(1499, 1800, 300), artWork)).toBe(
      'The design is 1499 × 1800 px; the print area needs at least 1500 × 1800 px',
    );
    expect(designProblem(image(1500, 1000, null), artWork)).toBe(
      DESIGN_MESSAGES.tooSmall(1500, 1000, artWork),
    );
  });

  it('on a flexible dimension, lets one side reaching its size do', () => {
    const flexible = { ...artWork, isFlexibleDimension: true };
    expect(designProblem(image(1500, 600, null), flexible)).toBeNull();
    expect(designProblem(image(900, 1800, 150), flexible)).toBeNull();
    expect(designProblem(image(1400, 1700, null), flexible)).toBe(
      DESIGN_MESSAGES.tooSmall(1400, 1700, flexible),
    );
  });
});
