import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatKenyanPhone } from '../../lib/format-phone';
import { ageOf, formatNairobiDateTime, useDocumentWords } from '../documents';
import type { ReviewDocument } from './admin-api';
import { ApproveDialog } from './approve-dialog';
import { IdImageViewer } from './id-image-viewer';
import { RejectDialog } from './reject-dialog';
import { reviewerLabel } from './review-rules';
import { personName } from './use-review-decision';

const rejectButtonStyles =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-danger/40 ' +
  'bg-white px-4 font-semibold text-danger text-sm transition-colors hover:border-danger ' +
  'hover:bg-danger-soft';

interface ReviewCardProps {
  document: ReviewDocument;
  myUserId: string | null;
  now: number;
  /** The decision is made; the card is about to leave the queue. */
  onDecided(): void;
}

/** One National ID to check: the photo, the registration details it must match, the decision. */
export function ReviewCard({ document, myUserId, now, onDecided }: ReviewCardProps) {
  const { t } = useLingui();
  const words = useDocumentWords();
  const [viewing, setViewing] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const name = personName(document);
  const pending = document.verificationStatus === 'pending';
  const headingId = `review-${document.id}`;
  const decidedAt = document.verifiedAt ? (
    <time dateTime={document.verifiedAt}>{formatNairobiDateTime(document.verifiedAt)}</time>
  ) : null;
  const reviewer = reviewerLabel(document.verifiedBy, myUserId);
  const shownReason = document.rejectionReason
    ? words.rejectionReason(document.rejectionReason)
    : null;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="review-card"
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:flex"
    >
      {imageFailed ? (
        <div className="flex aspect-[16/10] w-full shrink-0 flex-col items-center justify-center gap-2 bg-ink/5 px-4 text-center text-ink-muted text-sm md:aspect-auto md:w-80">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M3 3l18 18" />
          </svg>
          <p role="note">
            {pending
              ? t`The photo could not be loaded. Try Refresh; if it stays missing, reject it and ask for a new photo.`
              : t`The photo could not be loaded.`}
          </p>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setViewing(true)}
          className="group relative block aspect-[16/10] w-full shrink-0 bg-ink/5 md:aspect-auto md:w-80"
          aria-label={t`View the National ID photo of ${name} larger`}
        >
          <img
            src={document.imageUrl}
            alt={t`National ID sent by ${name}`}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="size-full object-contain"
          />
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-lg bg-ink/75 px-2 py-1 font-medium text-white text-xs transition-colors group-hover:bg-ink">
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12zM17 17l-3.5-3.5M9 6.5v5M6.5 9h5" />
            </svg>
            <Trans>View larger</Trans>
          </span>
        </button>
      )}

      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="flex min-w-0 items-center gap-3">
            {/* Beside the ID: the face the person shows to drivers and passengers. */}
            {document.user.profilePictureUrl ? (
              <img
                src={document.user.profilePictureUrl}
                alt={t`${name}, as on their Pamoja profile`}
                className="size-16 shrink-0 rounded-full border border-line object-cover"
              />
            ) : null}
            <h3
              id={headingId}
              tabIndex={-1}
              data-review-heading
              className="min-w-0 font-semibold text-ink text-lg outline-none focus-visible:underline"
            >
              {document.user.fullName || t`Name not given`}
            </h3>
          </div>
          <StatusBadge document={document} now={now} />
        </div>

        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Detail label={t`National ID number`}>
            <span className="font-semibold tabular-nums tracking-wide">
              {document.user.nationalId || t`Not given`}
            </span>
          </Detail>
          <Detail label={t`Phone`}>
            <span className="tabular-nums">{formatKenyanPhone(document.user.phoneNumber)}</span>
          </Detail>
          {pending &&
          document.user.verifiedFullName &&
          document.user.verifiedFullName !== document.user.fullName ? (
            // A second review after a change of name: what the agent before approved.
            <Detail label={t`Approved before as`}>{document.user.verifiedFullName}</Detail>
          ) : null}
          <Detail label={t`Uploaded`}>
            <time dateTime={document.createdAt}>{formatNairobiDateTime(document.createdAt)}</time>
          </Detail>
          {!pending ? (
            <Detail label={document.verificationStatus === 'approved' ? t`Approved` : t`Rejected`}>
              {decidedAt ? (
                <Trans>
                  {decidedAt} by {reviewer}
                </Trans>
              ) : (
                <Trans>by {reviewer}</Trans>
              )}
            </Detail>
          ) : null}
        </dl>

        {document.verificationStatus === 'rejected' && shownReason ? (
          <p className="mt-3 rounded-xl bg-danger-soft p-3 text-ink text-sm">
            <Trans>
              <span className="font-semibold text-danger">Reason:</span> {shownReason}
            </Trans>
          </p>
        ) : null}

        {pending ? (
          <div className="mt-4 flex gap-2 pt-1 md:mt-auto md:justify-end">
            <button
              type="button"
              className={`${rejectButtonStyles} flex-1 md:flex-none`}
              onClick={() => setRejecting(true)}
            >
              <Trans>Reject</Trans>
            </button>
            <Button className="flex-1 md:flex-none md:px-8" onClick={() => setApproving(true)}>
              <Trans>Approve</Trans>
            </Button>
          </div>
        ) : null}
      </div>

      <IdImageViewer document={document} open={viewing} onOpenChange={setViewing} />
      {pending ? (
        <>
          <ApproveDialog
            document={document}
            open={approving}
            onOpenChange={setApproving}
            onDecided={onDecided}
          />
          <RejectDialog
            document={document}
            open={rejecting}
            onOpenChange={setRejecting}
            onDecided={onDecided}
          />
        </>
      ) : null}
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function StatusBadge({ document, now }: { document: ReviewDocument; now: number }) {
  const { t } = useLingui();
  if (document.verificationStatus === 'approved') {
    return (
      <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-primary-strong text-xs">
        <Trans>Approved</Trans>
      </span>
    );
  }
  if (document.verificationStatus === 'rejected') {
    return (
      <span className="rounded-full bg-danger-soft px-2.5 py-0.5 font-medium text-danger text-xs">
        <Trans>Rejected</Trans>
      </span>
    );
  }
  const age = ageOf(document.createdAt, now);
  let waiting = '';
  if (age.unit === 'now') waiting = t`Just sent`;
  else if (age.unit !== 'unknown') {
    const { count } = age;
    if (age.unit === 'minutes')
      waiting = t`${plural(count, { one: 'Waiting # min', other: 'Waiting # min' })}`;
    else if (age.unit === 'hours')
      waiting = t`${plural(count, { one: 'Waiting # h', other: 'Waiting # h' })}`;
    else waiting = t`${plural(count, { one: 'Waiting # day', other: 'Waiting # days' })}`;
  }
  return (
    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-accent-ink text-xs">
      {waiting}
    </span>
  );
}
