import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-error';
import { bodyMessage, readJsonBody } from '../../lib/read-json-body';
import type { ToastInput } from '../../lib/toast-store';
import {
  checkPickedFiles,
  type FileCheck,
  type ImageType,
  ownProblem,
  PROBLEMS,
  type Problem,
} from './document-rules';
import {
  type DocumentRecord,
  getUploadUrl,
  processUploadedDocument,
  saveUserDocument,
  sendFile,
} from './documents-api';

/** The four calls of an upload, in order (specification document 2 §4 and §7). */
export type UploadStep = 'requesting' | 'sending' | 'processing' | 'saving';
export const UPLOAD_STEPS: readonly UploadStep[] = [
  'requesting',
  'sending',
  'processing',
  'saving',
];

interface Chosen {
  file: File;
  contentType: ImageType;
}

export type UploadState =
  /** Nothing chosen; `problem` says why the last pick was refused. */
  | { phase: 'empty'; problem: Problem | null }
  | ({ phase: 'chosen' } & Chosen)
  | ({ phase: UploadStep } & Chosen)
  | ({ phase: 'done'; document: DocumentRecord } & Chosen)
  /** `objectPath` is set when the file is stored and only the save is left to try again. */
  | ({ phase: 'failed'; problem: Problem; objectPath: string | null } & Chosen);

export type UploadPhase = UploadState['phase'];

export const NOTHING_UPLOADED: Problem = ownProblem(
  () => t`Upload Failed`,
  () => t`No files were uploaded successfully.`,
);
const saveFailed = () => t`Your document could not be saved. Please try again.`;

export const UPLOAD_COMPLETE: ToastInput = ownProblem(
  () => t`Upload Complete`,
  () => t`Your photo has been uploaded.`,
);
export const DOCUMENT_UPLOADED: ToastInput = ownProblem(
  () => t`Document Uploaded`,
  () => t`An agent will check your National ID soon.`,
);

export interface UploadDeps {
  /** Shows a toast (the app's `toast()`). */
  notify(input: ToastInput): void;
  /** The person's verification may have changed on the server: read it again. */
  refreshStatus(): void;
}

export interface DocumentUpload {
  getState(): UploadState;
  subscribe(listener: () => void): () => void;
  /** Checks a pick or a drop; a good file becomes the chosen one. Answers the check (null: nothing picked, or busy). */
  choose(files: ArrayLike<File>): Promise<FileCheck | null>;
  /** Sends the chosen file: upload URL, transfer, processing, saving. Also the way to try again. */
  start(): Promise<void>;
  /** Forgets the chosen file and any problem. */
  clear(): void;
}

export function isBusy(phase: UploadPhase): boolean {
  return (UPLOAD_STEPS as readonly string[]).includes(phase) || phase === 'done';
}

/** What a refused call means for the person: the server's own words for a 4xx, ours otherwise. */
function serverWords(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

/** The byte checks the server makes (on our disk at the PUT, on S3 at processing) in the catalogue's words. */
function refusedFile(status: number, message: string | null): Problem | null {
  if (status === 415)
    return { ...PROBLEMS.invalidType, description: message ?? PROBLEMS.invalidType.description };
  if (status === 413)
    return { ...PROBLEMS.tooLarge, description: message ?? PROBLEMS.tooLarge.description };
  return null;
}

async function transferProblem(response: Response): Promise<Problem> {
  const message = bodyMessage((await readJsonBody(response)).data) ?? null;
  const status = response.status;
  return (
    refusedFile(status, message) ?? {
      title: t`Upload failed with status ${status}`,
      description: message ?? NOTHING_UPLOADED.description,
    }
  );
}

/** The documents screen's upload, as a small store the screen subscribes to. */
export function createDocumentUpload(deps: UploadDeps): DocumentUpload {
  let state: UploadState = { phase: 'empty', problem: null };
  const listeners = new Set<() => void>();
  /** Every pick gets a number; a slow check of an older pick must not overwrite a newer one. */
  let pickNumber = 0;

  function set(next: UploadState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function fail(chosen: Chosen, problem: Problem, objectPath: string | null = null) {
    set({ phase: 'failed', ...chosen, problem, objectPath });
    deps.notify({ ...problem, variant: 'destructive' });
  }

  async function upload(chosen: Chosen): Promise<string | null> {
    set({ phase: 'requesting', ...chosen });
    let slot: { uploadId: string; uploadURL: string };
    try {
      slot = await getUploadUrl();
    } catch (error) {
      fail(chosen, {
        ...NOTHING_UPLOADED,
        description: serverWords(error) ?? NOTHING_UPLOADED.description,
      });
      return null;
    }

    set({ phase: 'sending', ...chosen });
    let response: Response;
    try {
      response = await sendFile(slot.uploadURL, chosen.file, chosen.contentType);
    } catch {
      fail(chosen, NOTHING_UPLOADED);
      return null;
    }
    if (!response.ok) {
      fail(chosen, await transferProblem(response));
      return null;
    }

    set({ phase: 'processing', ...chosen });
    try {
      const { objectPath } = await processUploadedDocument(slot.uploadId, slot.uploadURL);
      deps.notify(UPLOAD_COMPLETE);
      return objectPath;
    } catch (error) {
      const words = serverWords(error);
      const status = error instanceof ApiError ? error.status : 0;
      fail(
        chosen,
        refusedFile(status, words) ?? {
          ...NOTHING_UPLOADED,
          description: words ?? NOTHING_UPLOADED.description,
        },
      );
      return null;
    }
  }

  async function save(chosen: Chosen, objectPath: string) {
    set({ phase: 'saving', ...chosen });
    try {
      const document = await saveUserDocument(objectPath);
      set({ phase: 'done', ...chosen, document });
      deps.notify(DOCUMENT_UPLOADED);
      deps.refreshStatus();
    } catch (error) {
      fail(
        chosen,
        { title: t`Save Failed`, description: serverWords(error) ?? saveFailed() },
        objectPath,
      );
      // Already waiting or already verified (another tab, another phone): show where things stand.
      if (error instanceof ApiError && error.status === 409) deps.refreshStatus();
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async choose(files) {
      if (isBusy(state.phase)) return null;
      const mine = ++pickNumber;
      const check = await checkPickedFiles(files);
      if (mine !== pickNumber || isBusy(state.phase) || check === null) return null;
      if (check.ok) {
        set({ phase: 'chosen', file: check.file, contentType: check.contentType });
      } else {
        set({ phase: 'empty', problem: check.problem });
        deps.notify({ ...check.problem, variant: 'destructive' });
      }
      return check;
    },

    async start() {
      if (state.phase !== 'chosen' && state.phase !== 'failed') return;
      const chosen = { file: state.file, contentType: state.contentType };
      const stored = state.phase === 'failed' ? state.objectPath : null;
      const objectPath = stored ?? (await upload(chosen));
      if (objectPath) await save(chosen, objectPath);
    },

    clear() {
      if (isBusy(state.phase)) return;
      pickNumber += 1;
      set({ phase: 'empty', problem: null });
    },
  };
}
