import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../../../../tests/helpers/images';
import type { ToastInput } from '../../lib/toast-store';
import { PROBLEMS } from './document-rules';
import {
  createDocumentUpload,
  DOCUMENT_UPLOADED,
  NOTHING_UPLOADED,
  UPLOAD_COMPLETE,
  type UploadPhase,
} from './document-upload';

const UPLOAD_ID = '5b0c1d9e-8a57-4f5e-9a51-1b2c3d4e5f60';
const LOCAL_URL = `/api/uploads/${UPLOAD_ID}?signature=abcdefghijklmnopqrstuvwxyz`;
const OBJECT_PATH = 'documents/u1/0123456789abcdef01234567';
const SAVED = {
  id: 'd1',
  documentType: 'National ID',
  documentNumber: '31234567',
  verificationStatus: 'pending',
  rejectionReason: null,
  createdAt: '2025-05-12T06:41:00.000Z',
  verifiedAt: null,
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Answer = () => Response | Promise<Response>;

/** A stand-in for the server: one answer per call of the upload, each replaceable. */
function server({
  uploadUrl = () => json({ uploadId: UPLOAD_ID, uploadURL: LOCAL_URL }),
  transfer = () => json({ uploadId: UPLOAD_ID, contentType: 'image/png', size: 67 }),
  process = () => json({ objectPath: OBJECT_PATH }),
  save = () => json(SAVED),
}: {
  uploadUrl?: Answer;
  transfer?: Answer;
  process?: Answer;
  save?: Answer;
} = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url === '/api/Objects/GetUploadUrl') return uploadUrl();
    if (method === 'PUT' && url.includes(UPLOAD_ID)) return transfer();
    if (method === 'PUT' && url === '/api/Documents/ProcessUploadedDocument') return process();
    if (method === 'POST' && url === '/api/Documents/SaveUserDocument') return save();
    return json({ message: `unexpected ${method} ${url}` }, 404);
  });
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`);
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path);
  return JSON.parse(String(call?.[1]?.body));
};

let toasts: ToastInput[];
let refreshes: number;
let phases: UploadPhase[];

function setUp() {
  const upload = createDocumentUpload({
    notify: (input) => toasts.push(input),
    refreshStatus: () => {
      refreshes += 1;
    },
  });
  upload.subscribe(() => phases.push(upload.getState().phase));
  return upload;
}

const photo = () => new File([PNG_BYTES], 'national-id.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  refreshes = 0;
  phases = [];
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('uploading a National ID', () => {
  it('goes from the chosen file through the four calls to saved, with both success toasts', async () => {
    server();
    const upload = setUp();
    const file = photo();
    await upload.choose([file]);
    expect(upload.getState()).toMatchObject({ phase: 'chosen', file, contentType: 'image/png' });

    await upload.start();

    expect(phases).toEqual(['chosen', 'requesting', 'sending', 'processing', 'saving', 'done']);
    expect(upload.getState()).toMatchObject({ phase: 'done', document: SAVED });
    expect(toasts).toEqual([UPLOAD_COMPLETE, DOCUMENT_UPLOADED]);
    expect(toasts.map((t) => t.title)).toEqual(['Upload Complete', 'Document Uploaded']);
    expect(refreshes).toBe(1);
    expect(calls()).toEqual([
      'POST /api/Objects/GetUploadUrl',
      `PUT ${LOCAL_URL}`,
      'PUT /api/Documents/ProcessUploadedDocument',
      'POST /api/Documents/SaveUserDocument',
    ]);
    expect(bodyOf('/api/Documents/ProcessUploadedDocument')).toEqual({
      uploadId: UPLOAD_ID,
      documentType: 'National ID',
      documentURL: `/api/uploads/${UPLOAD_ID}`,
    });
    expect(bodyOf('/api/Documents/SaveUserDocument')).toEqual({
      documentType: 'National ID',
      documentNumber: 'pending',
      documentImageUrl: OBJECT_PATH,
    });
  });

  it('sends the file itself with its type, and the session cookie to our own upload URL', async () => {
    server();
    const upload = setUp();
    const file = photo();
    await upload.choose([file]);
    await upload.start();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === LOCAL_URL) ?? [];
    expect(init?.body).toBe(file);
    expect(init?.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(init?.credentials).toBe('include');
  });

  it('sends no cookies to a presigned URL on another origin', async () => {
    const s3 = `https://pamoja-docs.s3.af-south-1.amazonaws.com/incoming/${UPLOAD_ID}?X-Amz-Signature=abc`;
    server({
      uploadUrl: () => json({ uploadId: UPLOAD_ID, uploadURL: s3 }),
      transfer: () => new Response('', { status: 200 }),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === s3) ?? [];
    expect(init?.credentials).toBe('omit');
    expect(upload.getState().phase).toBe('done');
  });

  it('refuses a PDF renamed to .png before sending anything', async () => {
    server();
    const upload = setUp();
    const check = await upload.choose([
      new File([PDF_BYTES], 'national-id.png', { type: 'image/png' }),
    ]);
    expect(check).toEqual({ ok: false, problem: PROBLEMS.invalidType });
    expect(upload.getState()).toEqual({ phase: 'empty', problem: PROBLEMS.invalidType });
    expect(toasts).toEqual([
      {
        title: 'Invalid File Type',
        description: 'Please select an image file (SVG, PNG, JPG).',
        variant: 'destructive',
      },
    ]);
    await upload.start();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the earlier good choice out when a later pick is refused, and clears on request', async () => {
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.choose([photo(), photo()]);
    expect(upload.getState()).toEqual({ phase: 'empty', problem: PROBLEMS.tooMany });
    expect(toasts.at(-1)?.title).toBe('Too Many Files');
    upload.clear();
    expect(upload.getState()).toEqual({ phase: 'empty', problem: null });
  });

  it('says the transfer failed with its status and the server’s words', async () => {
    server({ transfer: () => json({ message: 'This upload link has expired.' }, 410) });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    const problem = {
      title: 'Upload failed with status 410',
      description: 'This upload link has expired.',
    };
    expect(upload.getState()).toMatchObject({ phase: 'failed', problem, objectPath: null });
    expect(toasts).toEqual([{ ...problem, variant: 'destructive' }]);
    expect(calls()).not.toContain('PUT /api/Documents/ProcessUploadedDocument');
  });

  it('says only the status when the store answers without a message', async () => {
    server({
      transfer: () => new Response('<Error>SignatureDoesNotMatch</Error>', { status: 403 }),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({
      problem: {
        title: 'Upload failed with status 403',
        description: 'No files were uploaded successfully.',
      },
    });
  });

  it('names a file the server refuses by its bytes as the catalogue does, at the transfer or at processing', async () => {
    server({
      transfer: () => json({ message: 'Please select an image file (SVG, PNG, JPG).' }, 415),
    });
    let upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({ phase: 'failed', problem: PROBLEMS.invalidType });

    server({ process: () => json({ message: 'Please select a file smaller than 5MB.' }, 413) });
    upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({ phase: 'failed', problem: PROBLEMS.tooLarge });
  });

  it('says nothing was uploaded when the upload cannot start or the network drops', async () => {
    server({ uploadUrl: () => json({ message: 'boom' }, 500) });
    let upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({ phase: 'failed', problem: NOTHING_UPLOADED });
    expect(`${NOTHING_UPLOADED.title} - ${NOTHING_UPLOADED.description}`).toBe(
      'Upload Failed - No files were uploaded successfully.',
    );

    server({ transfer: () => Promise.reject(new TypeError('Failed to fetch')) });
    upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({ phase: 'failed', problem: NOTHING_UPLOADED });
  });

  it('passes on the server’s reason for not giving an upload URL', async () => {
    server({
      uploadUrl: () =>
        json({ message: 'Too many uploads. Please wait a while and try again.' }, 429),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({
      problem: {
        title: 'Upload Failed',
        description: 'Too many uploads. Please wait a while and try again.',
      },
    });
  });

  it('says Save Failed, and trying again saves the stored file without uploading it again', async () => {
    let saves = 0;
    server({
      save: () => (++saves === 1 ? json({ message: 'Database unavailable' }, 503) : json(SAVED)),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({
      phase: 'failed',
      objectPath: OBJECT_PATH,
      problem: {
        title: 'Save Failed',
        description: 'Your document could not be saved. Please try again.',
      },
    });
    expect(toasts.map((t) => t.title)).toEqual(['Upload Complete', 'Save Failed']);

    await upload.start();
    expect(upload.getState().phase).toBe('done');
    expect(calls().filter((c) => c === 'POST /api/Objects/GetUploadUrl')).toHaveLength(1);
    expect(calls().filter((c) => c === 'POST /api/Documents/SaveUserDocument')).toHaveLength(2);
  });

  it('reads the status again when the server says a document is already waiting', async () => {
    server({
      save: () =>
        json({ message: 'Your National ID is already waiting for an agent to check it.' }, 409),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState()).toMatchObject({
      problem: {
        title: 'Save Failed',
        description: 'Your National ID is already waiting for an agent to check it.',
      },
    });
    expect(refreshes).toBe(1);
  });

  it('starts again from a new upload URL after a failed transfer', async () => {
    let transfers = 0;
    server({
      transfer: () => (++transfers === 1 ? json({}, 500) : json({ uploadId: UPLOAD_ID })),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    await upload.start();
    expect(upload.getState().phase).toBe('failed');
    await upload.start();
    expect(upload.getState().phase).toBe('done');
    expect(calls().filter((c) => c === 'POST /api/Objects/GetUploadUrl')).toHaveLength(2);
  });

  it('ignores new picks, a second start and clearing while the upload is under way', async () => {
    let release: () => void = () => {};
    server({
      uploadUrl: () =>
        new Promise((resolve) => {
          release = () => resolve(json({ uploadId: UPLOAD_ID, uploadURL: LOCAL_URL }));
        }),
    });
    const upload = setUp();
    await upload.choose([photo()]);
    const first = upload.start();
    expect(upload.getState().phase).toBe('requesting');
    expect(await upload.choose([photo()])).toBeNull();
    upload.clear();
    await upload.start();
    expect(upload.getState().phase).toBe('requesting');
    release();
    await first;
    expect(upload.getState().phase).toBe('done');
    expect(calls().filter((c) => c === 'POST /api/Objects/GetUploadUrl')).toHaveLength(1);
  });
});
