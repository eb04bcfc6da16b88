import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { LineIcon } from '../../components/ui/line-icon';
import { iconButtonStyles } from '../../components/ui/modal-styles';

/** The picker's title, the ways to choose, and its close button. */
export function PickerHeader({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div className="relative pr-10 lg:col-span-2">
      <Dialog.Title className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-ink-muted text-sm">
        <Trans>Search for a place, use where you are, pick a common place or tap the map.</Trans>
      </Dialog.Description>
      <Dialog.Close
        className={`${iconButtonStyles} absolute -top-2 -right-2 sm:-top-3 sm:-right-3`}
        aria-label={t`Close`}
      >
        <LineIcon className="size-5">
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </Dialog.Close>
    </div>
  );
}
