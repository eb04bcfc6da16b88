import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentWords } from './document-words';
import { type DocumentRecord, documentImagePath } from './documents-api';
import { formatNairobiDateTime } from './format-upload-time';

export function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const tick = <path d="M5 10.5l3.2 3L15 7" />;
export const cross = <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />;
const clock = <path d="M10 5.5V10l3 2M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14z" />;

/** Approved: the person is a Verified Driver and can schedule rides. */
export function VerifiedCard({ message }: { message: string }) {
  return (
    <Card className="text-center" data-testid="verification-status">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />
        </svg>
      </span>
      <h2 className="mt-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 font-semibold text-sm text-white">
          <Trans>Verified Driver</Trans>
        </span>
      </h2>
      <p className="mx-auto mt-3 max-w-sm text-ink">{message}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/create-ride" className={buttonStyles({ size: 'lg' })}>
          <Trans>Create a ride</Trans>
        </Link>
        <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Card>
  );
}

/** Pending: an agent has not looked yet; the person can see what they sent. */
export function PendingCard({
  message,
  document,
  checking,
  onCheck,
}: {
  message: string;
  document: DocumentRecord | undefined;
  checking: boolean;
  onCheck(): void;
}) {
  const { t } = useLingui();
  const words = useDocumentWords();
  const [imageFailed, setImageFailed] = useState(false);
  const sentAt = document ? formatNairobiDateTime(document.createdAt) : '';
  return (
    <Card data-testid="verification-status">
      <Notice tone="progress" icon={<Glyph>{clock}</Glyph>} title={t`Waiting for an agent`}>
        <p>{message}</p>
        <p className="mt-1">
          <Trans>We will send you an SMS as soon as it has been checked.</Trans>
        </p>
      </Notice>
      {document ? (
        <figure className="mt-4 flex items-center gap-4">
          {imageFailed ? null : (
            <img
              src={documentImagePath(document.id)}
              alt={t`Your National ID as you sent it`}
              onError={() => setImageFailed(true)}
              className="h-20 w-32 shrink-0 rounded-lg border border-line bg-surface object-cover"
            />
          )}
          <figcaption className="text-ink-muted text-sm">
            <span className="block font-medium text-ink">
              {words.documentType(document.documentType)}
            </span>
            <Trans>
              Sent <span className="whitespace-nowrap">{sentAt}</span>
            </Trans>
          </figcaption>
        </figure>
      ) : null}
      <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onCheck}>
        {checking ? <Spinner /> : null}
        <Trans>Check again</Trans>
      </Button>
    </Card>
  );
}

/** Rejected: why, in the agent's words; the uploader follows for a new photo. */
export function RejectedNotice({
  message,
  reason,
  document,
}: {
  message: string;
  reason: string | null;
  document: DocumentRecord | undefined;
}) {
  const { t } = useLingui();
  const words = useDocumentWords();
  const checkedAt = document?.verifiedAt ? formatNairobiDateTime(document.verifiedAt) : null;
  const shownReason = reason ? words.rejectionReason(reason) : null;
  return (
    <Notice
      role="alert"
      tone="danger"
      icon={<Glyph>{cross}</Glyph>}
      title={t`Your National ID was not approved`}
      data-testid="verification-status"
    >
      {shownReason ? (
        <p>
          <Trans>
            <span className="font-medium text-ink">Reason:</span> {shownReason}
          </Trans>
        </p>
      ) : (
        <p>{message}</p>
      )}
      {checkedAt ? (
        <p className="mt-1">
          <Trans>Checked {checkedAt}</Trans>
        </p>
      ) : null}
      <p className="mt-1">
        <Trans>Please upload a new photo below.</Trans>
      </p>
    </Notice>
  );
}

/** Saved: the specification's success banner, shown until the screen goes home. */
export function UploadedBanner() {
  const { t } = useLingui();
  return (
    <Notice
      role="status"
      tone="success"
      icon={<Glyph>{tick}</Glyph>}
      title={t`Document Uploaded`}
      actions={
        <Link href="/" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Go home now</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          Your National ID is with our agents. We will send you an SMS once it has been checked.
        </Trans>
      </p>
      <p className="mt-1 font-medium text-ink">
        <Trans>Taking you home…</Trans>
      </p>
    </Notice>
  );
}
