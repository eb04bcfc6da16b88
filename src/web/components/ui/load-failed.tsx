import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Cross } from './glyphs';
import { Notice } from './notice';
import { Spinner } from './spinner';

/**
 * What shows instead of a blank when data failed to load: what failed, in the screen's words,
 * and Try again (which spins while the retry is under way). A banner on a screen; `inline`, a
 * slim row inside a card.
 */
export function LoadFailed({
  title,
  children,
  onRetry,
  retrying = false,
  inline = false,
  className = '',
}: {
  title: string;
  /** A line under the title: what to do about it. */
  children?: ReactNode;
  onRetry(): void;
  retrying?: boolean;
  inline?: boolean;
  className?: string;
}) {
  const retry = (
    <Button variant="secondary" onClick={onRetry} disabled={retrying}>
      {retrying ? (
        <>
          <Spinner /> <Trans>Trying again…</Trans>
        </>
      ) : (
        <Trans>Try again</Trans>
      )}
    </Button>
  );
  if (inline) {
    return (
      <div
        role="alert"
        className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-soft p-4 ${className}`}
      >
        <p className="font-medium text-danger text-sm">{title}</p>
        {retry}
      </div>
    );
  }
  return (
    <Notice
      role="alert"
      tone="danger"
      className={className}
      icon={<Cross className="size-4" />}
      title={title}
      actions={retry}
    >
      {children}
    </Notice>
  );
}
