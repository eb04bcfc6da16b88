import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { keepEscapeForOpenCombobox } from '../../components/ui/combobox-escape';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { RideSearchFlow } from './ride-search-flow';
import type { RouteChoice } from './search-form-values';
import { useRideSearch } from './use-ride-search';

/** The ride search modal of specification §2: the same flow as /search, in a dialog. */
export function RideSearchDialog({
  open,
  onOpenChange,
  route,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A route chosen elsewhere (a popular route), filled in when the dialog opens. */
  route?: RouteChoice | null;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content
          className={`${modalContentStyles} sm:max-w-lg`}
          aria-describedby={undefined}
          onEscapeKeyDown={keepEscapeForOpenCombobox}
          {...returnFocus}
        >
          {open ? <DialogBody route={route ?? null} onClose={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogBody({ route, onClose }: { route: RouteChoice | null; onClose(): void }) {
  const { t } = useLingui();
  const flow = useRideSearch({ initialRoute: route });
  return (
    <div className="relative">
      <Dialog.Close
        className={`${iconButtonStyles} absolute -top-2 -right-2 sm:-top-4 sm:-right-4`}
        aria-label={t`Close`}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Dialog.Close>
      <RideSearchFlow
        flow={flow}
        onDone={onClose}
        heading={Dialog.Title}
        headingClassName="pr-10"
      />
    </div>
  );
}
