export type ImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * What the bytes are, whatever the file name or declared type says: PNG and JPEG by their
 * signatures, SVG by an `<svg` root after an optional BOM, XML declaration, comments or doctype.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (PNG.every((b, i) => bytes[i] === b)) return 'image/png';
  if (JPEG.every((b, i) => bytes[i] === b)) return 'image/jpeg';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
  return prologue.test(head) ? 'image/svg+xml' : null;
}

export const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};
