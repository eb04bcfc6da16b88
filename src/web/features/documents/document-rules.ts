import { t } from '@lingui/core/macro';
import { MAX_DOCUMENT_BYTES } from '../../../shared/rules/documents';

/**
 * What the documents screen accepts (specification document 2 §5, §8, §9); the size limit and
 * the messages are the server's own (src/shared/rules, src/shared/errors).
 */
export const MAX_FILES = 1;
/** The documents screen goes back home this long after the success banner appears. */
export const RETURN_HOME_MS = 2000;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';
export const ACCEPTED_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/svg+xml'];
/** The `accept` attribute of the file inputs. */
export const ACCEPT = ACCEPTED_TYPES.join(',');

const EXTENSION_TYPES: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** A message for people: the toast's title and its line, as the error catalogue words them. */
export interface Problem {
  title: string;
  description: string;
}

/**
 * A problem in our own words, read in the language on screen each time it is shown (its texts
 * are getters): a screen showing it re-renders in the new language when the language changes.
 * Spreading it keeps the words of that moment.
 */
export function ownProblem(title: () => string, description: () => string): Problem {
  return {
    get title() {
      return title();
    },
    get description() {
      return description();
    },
  };
}

// The error catalogue's words (src/shared/errors/documents.ts), the web's own messages.
export const PROBLEMS = {
  invalidType: ownProblem(
    () => t`Invalid File Type`,
    () => t`Please select an image file (SVG, PNG, JPG).`,
  ),
  tooLarge: ownProblem(
    () => t`File Too Large`,
    () => t`Please select a file smaller than 5MB.`,
  ),
  tooMany: ownProblem(
    () => t`Too Many Files`,
    () => t`Please select one photo of your National ID.`,
  ),
  empty: ownProblem(
    () => t`Empty File`,
    () => t`The file is empty. Please select a photo of your National ID.`,
  ),
} as const satisfies Record<string, Problem>;

/** The smallest part of a file that tells what it is (an SVG may start with a long comment). */
export const SNIFF_BYTES = 4096;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const SVG_PROLOGUE = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/**
 * What the first bytes of a file are, whatever its name says: the same test the server makes,
 * so a PDF renamed to .png is refused here instead of after it has been sent.
 */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (PNG.every((b, i) => head[i] === b)) return 'image/png';
  if (JPEG.every((b, i) => head[i] === b)) return 'image/jpeg';
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF/, '');
  return SVG_PROLOGUE.test(text) ? 'image/svg+xml' : null;
}

/** The type a file claims: its own, or the one its name's extension implies when it has none. */
export function claimedType(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

export type FileCheck =
  | { ok: true; file: File; contentType: ImageType }
  | { ok: false; problem: Problem };

/**
 * The checks a picked or dropped set of files passes before anything is sent: one file, an
 * image type, at most 5 MB, not empty, and bytes that really are that image. No files at all
 * (the person closed the picker) answers null.
 */
export async function checkPickedFiles(files: ArrayLike<File>): Promise<FileCheck | null> {
  if (files.length === 0) return null;
  if (files.length > MAX_FILES) return { ok: false, problem: PROBLEMS.tooMany };
  const file = files[0] as File;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(claimedType(file))) {
    return { ok: false, problem: PROBLEMS.invalidType };
  }
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, problem: PROBLEMS.tooLarge };
  if (file.size === 0) return { ok: false, problem: PROBLEMS.empty };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const contentType = detectImageType(head);
  if (!contentType) return { ok: false, problem: PROBLEMS.invalidType };
  return { ok: true, file, contentType };
}

/** 1.2 MB, 340 KB: a file's size as people read it (the same in both languages). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
