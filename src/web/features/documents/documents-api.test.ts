import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOwnOrigin } from './documents-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where an upload URL points', () => {
  it('counts our own signed URL, relative or absolute, as this origin (cookies go with it)', () => {
    vi.stubGlobal('location', { origin: 'https://pamoja.co.ke' });
    expect(isOwnOrigin('/api/uploads/5b0c1d9e?signature=abc')).toBe(true);
    expect(isOwnOrigin('https://pamoja.co.ke/api/uploads/5b0c1d9e?signature=abc')).toBe(true);
  });

  it('counts a presigned store URL, or a protocol-relative one, as elsewhere (no cookies)', () => {
    vi.stubGlobal('location', { origin: 'https://pamoja.co.ke' });
    expect(
      isOwnOrigin('https://docs.s3.af-south-1.amazonaws.com/incoming/x?X-Amz-Signature=1'),
    ).toBe(false);
    expect(isOwnOrigin('//pamoja.co.ke.evil.example/api/uploads/x')).toBe(false);
    expect(isOwnOrigin('http://pamoja.co.ke/api/uploads/x')).toBe(false);
  });
});
