/** Where uploaded files live. Keys are chosen by the server, never by the user. */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** The origin presigned URLs point at (for the Content-Security-Policy); null for local disk. */
  readonly origin: string | null;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL the browser may PUT the object to directly, valid for `expiresSeconds`; null when the
   * store has no such thing (local disk), and the upload then goes through the API.
   */
  presignedPutUrl(key: string, expiresSeconds: number): Promise<string | null>;
  /**
   * A short-lived URL on the store's own origin to GET the object; null for local disk, whose
   * files the API streams itself.
   */
  presignedGetUrl(key: string, expiresSeconds: number, downloadAs?: string): Promise<string | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** Refuses keys that could climb out of the storage root or address something odd. */
export function assertSafeKey(key: string): void {
  if (
    !SAFE_KEY.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
