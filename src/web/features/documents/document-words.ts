import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { NATIONAL_ID, type REJECTION_REASONS } from '../../../shared/rules/documents';

// Words the server keeps in English because they are data: the document type, and the reasons
// agents pick from a list (src/shared/rules/documents.ts). The console sends the list's English
// reason; every screen shows it in the language on screen. A reason an agent wrote stays as written.

type Reason = (typeof REJECTION_REASONS)[number];

const REASONS: Record<Reason, MessageDescriptor> = {
  'The photo is blurred or too dark to read.': msg`The photo is blurred or too dark to read.`,
  'The whole ID card is not in the picture.': msg`The whole ID card is not in the picture.`,
  'This is not a Kenyan National ID.': msg`This is not a Kenyan National ID.`,
  'The name or ID number does not match your Pamoja profile.': msg`The name or ID number does not match your Pamoja profile.`,
  'The ID appears to be altered or damaged.': msg`The ID appears to be altered or damaged.`,
};

const DOCUMENT_TYPE = msg`National ID`;

const isListedReason = (reason: string): reason is Reason => Object.hasOwn(REASONS, reason);

/** The document type and the agents' listed reasons in the language on screen. */
export function useDocumentWords() {
  const { i18n } = useLingui();
  return {
    documentType: (type: string) => (type === NATIONAL_ID ? i18n._(DOCUMENT_TYPE) : type),
    rejectionReason: (reason: string) =>
      isListedReason(reason) ? i18n._(REASONS[reason]) : reason,
  };
}
