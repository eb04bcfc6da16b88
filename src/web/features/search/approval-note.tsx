import { Trans } from '@lingui/react/macro';
import { LineIcon } from '../../components/ui/line-icon';

/**
 * On the booking screen of a ride whose driver confirms each passenger (docs/product-rules.md
 * "Drivers who confirm each passenger"): what happens to the money before they answer.
 */
export function ApprovalNote() {
  return (
    <p
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-ink text-sm"
      data-testid="approval-note"
    >
      <LineIcon className="mt-0.5 size-5 shrink-0 text-amber-800" strokeWidth={2}>
        <path d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M16 11l2 2 4-4" />
      </LineIcon>
      <span>
        <Trans>
          The driver confirms each passenger; you pay now and get it all back if they don't.
        </Trans>
      </span>
    </p>
  );
}
