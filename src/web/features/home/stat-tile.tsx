import type { ReactNode } from 'react';

/** One figure of an overview card; put it inside a <dl>. */
export function StatTile({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col justify-center rounded-xl bg-surface p-3 sm:p-4">
      <dt className="font-medium text-ink-muted text-xs">{label}</dt>
      <dd
        className="mt-1 break-words font-bold text-ink text-xl tabular-nums lg:text-2xl"
        data-testid={testId}
      >
        {value}
      </dd>
      {note ? <dd className="mt-0.5 text-ink-muted text-xs tabular-nums">{note}</dd> : null}
    </div>
  );
}
