import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, SVG_BYTES } from '../../../../tests/helpers/images';
import { detectImageType as serverDetect } from '../../../server/features/documents/detect-image-type';
import { MAX_DOCUMENT_BYTES } from '../../../shared/rules/documents';
import {
  ACCEPT,
  checkPickedFiles,
  claimedType,
  detectImageType,
  formatFileSize,
  PROBLEMS,
} from './document-rules';

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) =>
  new File([bytes], name, { type });

describe('document rules', () => {
  it('word the refusals exactly as the error catalogue does', () => {
    const line = (p: { title: string; description: string }) => `${p.title} - ${p.description}`;
    expect(line(PROBLEMS.invalidType)).toBe(
      'Invalid File Type - Please select an image file (SVG, PNG, JPG).',
    );
    expect(line(PROBLEMS.tooLarge)).toBe('File Too Large - Please select a file smaller than 5MB.');
    expect(PROBLEMS.tooMany.title).toBe('Too Many Files');
  });

  it('offer the camera and the file picker only PNG, JPG and SVG', () => {
    expect(ACCEPT).toBe('image/png,image/jpeg,image/svg+xml');
  });

  it('tell an image by its bytes as the server does, whatever the name says', () => {
    const samples = [
      PNG_BYTES,
      JPEG_BYTES,
      SVG_BYTES,
      PDF_BYTES,
      Buffer.from('\uFEFF<!-- made by hand --><!DOCTYPE svg><svg viewBox="0 0 1 1"/>'),
      Buffer.from('<html><svg></svg></html>'),
      Buffer.alloc(0),
    ];
    for (const bytes of samples) {
      expect(detectImageType(new Uint8Array(bytes))).toBe(serverDetect(bytes));
    }
    expect(detectImageType(new Uint8Array(PNG_BYTES))).toBe('image/png');
    expect(detectImageType(new Uint8Array(PDF_BYTES))).toBeNull();
  });

  it('read the type from the name when the browser gives none', () => {
    expect(claimedType({ name: 'ID.JPG', type: '' })).toBe('image/jpeg');
    expect(claimedType({ name: 'id.svg', type: '' })).toBe('image/svg+xml');
    expect(claimedType({ name: 'id.pdf', type: '' })).toBe('');
    expect(claimedType({ name: 'id.png', type: 'image/PNG' })).toBe('image/png');
  });

  it('accept one real image up to 5 MB', async () => {
    const photo = file(PNG_BYTES, 'id.png', 'image/png');
    expect(await checkPickedFiles([photo])).toEqual({
      ok: true,
      file: photo,
      contentType: 'image/png',
    });
    const svg = file(SVG_BYTES, 'id.svg', '');
    expect(await checkPickedFiles([svg])).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
    const padding = new Uint8Array(MAX_DOCUMENT_BYTES - JPEG_BYTES.length);
    const justFits = new File([JPEG_BYTES, padding], 'big.jpg', { type: 'image/jpeg' });
    expect(justFits.size).toBe(MAX_DOCUMENT_BYTES);
    expect(await checkPickedFiles([justFits])).toMatchObject({ ok: true });
  });

  it('answer nothing when nothing was picked', async () => {
    expect(await checkPickedFiles([])).toBeNull();
  });

  it('refuse more than one file', async () => {
    const photo = file(PNG_BYTES, 'id.png', 'image/png');
    expect(await checkPickedFiles([photo, photo])).toEqual({
      ok: false,
      problem: PROBLEMS.tooMany,
    });
  });

  it('refuse a file that does not claim to be an image', async () => {
    expect(await checkPickedFiles([file(PDF_BYTES, 'id.pdf', 'application/pdf')])).toEqual({
      ok: false,
      problem: PROBLEMS.invalidType,
    });
    expect(await checkPickedFiles([file(PNG_BYTES, 'id.gif', 'image/gif')])).toMatchObject({
      problem: PROBLEMS.invalidType,
    });
  });

  it('refuse a PDF renamed to .png by its bytes', async () => {
    expect(await checkPickedFiles([file(PDF_BYTES, 'id.png', 'image/png')])).toEqual({
      ok: false,
      problem: PROBLEMS.invalidType,
    });
  });

  it('refuse a file over 5 MB, and an empty one', async () => {
    const tooBig = file(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'big.png', 'image/png');
    expect(await checkPickedFiles([tooBig])).toEqual({ ok: false, problem: PROBLEMS.tooLarge });
    expect(await checkPickedFiles([file('', 'id.png', 'image/png')])).toEqual({
      ok: false,
      problem: PROBLEMS.empty,
    });
  });

  it('say a size the way people read it', () => {
    expect(formatFileSize(120)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
