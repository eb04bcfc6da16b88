import { Trans } from '@lingui/react/macro';
import { Switch } from 'radix-ui';
import { useId } from 'react';

/**
 * "Approve each passenger": bookings of the ride wait for the driver's answer
 * (docs/product-rules.md "Drivers who confirm each passenger").
 */
export function ApprovalChoice({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line p-4">
      <div>
        <label htmlFor={`${id}-switch`} className="font-medium text-ink">
          <Trans>Approve each passenger</Trans>
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-ink-muted text-xs">
          <Trans>
            See each passenger's rating and trips before they ride; a request you don't answer
            within 3 hours is refunded.
          </Trans>
        </p>
      </div>
      <Switch.Root
        id={`${id}-switch`}
        checked={on}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
