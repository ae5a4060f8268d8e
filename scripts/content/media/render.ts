/** Rasterises a drawing with sharp (librsvg) and encodes it as mozjpeg, the same bytes every run. */
import sharp from 'sharp';
import type { Canvas } from './canvas.ts';
import { BRAND } from './palette.ts';

export const JPEG = { mozjpeg: true, quality: 72 } as const;

export async function toJpeg(canvas: Canvas, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(canvas.toSvg(width, height)))
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: BRAND.paper })
    .jpeg(JPEG)
    .toBuffer();
}
