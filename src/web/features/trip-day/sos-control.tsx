import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { EMERGENCY_NUMBERS } from '../../../shared/rules/trips';
import { Button } from '../../components/ui/button';
import { HoldButton } from '../../components/ui/hold-button';
import { LineIcon } from '../../components/ui/line-icon';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { Spinner } from '../../components/ui/spinner';
import { type SosAnswer, sendSos } from './trip-day-api';
import { tripActionMessage } from './trip-rules';

const ALERT_ICON = (
  <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
);

const NUMBER_NAMES: Record<string, MessageDescriptor> = {
  '999': msg`Police and ambulance`,
  '112': msg`Emergency`,
};

/** One-tap calls to Kenya's emergency numbers. */
export function EmergencyCalls() {
  const { t } = useLingui();
  const numbers: readonly string[] = EMERGENCY_NUMBERS;
  return (
    <div className="grid grid-cols-2 gap-2">
      {numbers.map((number) => {
        const name = NUMBER_NAMES[number];
        return (
          <a
            key={number}
            href={`tel:${number}`}
            className="flex min-h-14 flex-col items-center justify-center rounded-xl border-2 border-danger bg-white px-3 text-center font-bold text-danger text-lg transition-colors hover:bg-danger-soft"
          >
            <Trans>Call {number}</Trans>
            <span className="font-medium text-ink-muted text-xs">{name ? t(name) : null}</span>
          </a>
        );
      })}
    </div>
  );
}

/** What an SOS did, in a sentence, in the language on screen (its components call useLingui()). */
export function sosSentText(answer: Pick<SosAnswer, 'contactsTexted'>): string {
  const texted = answer.contactsTexted;
  if (texted === 0) {
    return t`Pamoja's safety team has been alerted. No emergency contact was texted: you have none saved, or you already sent 3 SOS on this trip.`;
  }
  return t`${plural(texted, { one: 'We texted your emergency contact', other: 'We texted your # emergency contacts' })} with the car, its plate, where it is and a link to follow the trip. Pamoja's safety team has been alerted.`;
}

/**
 * The SOS button and its dialog: nothing is sent until the red button has been held for two
 * seconds. Then the dialog says who was texted and offers the emergency numbers at one tap.
 */
export function SosControl({
  rideId,
  position,
  onSent,
}: {
  rideId: string;
  /** Where the person is, when the screen already knows (the driver's phone); else none is asked. */
  position: { latitude: number; longitude: number } | null;
  onSent(answer: SosAnswer): void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  const sos = useMutation({
    mutationFn: () => sendSos(rideId, position),
    onSuccess: onSent,
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (sos.isPending) return;
        setOpen(next);
        if (!next && !sos.isSuccess) sos.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-danger px-4 font-bold text-sm text-white shadow-sm transition-colors hover:bg-danger/90"
        >
          <LineIcon className="size-4" strokeWidth={2.4}>
            {ALERT_ICON}
          </LineIcon>
          SOS
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={modalContentStyles} {...returnFocus}>
          <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
            <LineIcon strokeWidth={2}>{ALERT_ICON}</LineIcon>
          </div>
          {sos.data ? (
            <>
              <Dialog.Title className="mt-4 font-bold text-2xl text-ink tracking-tight">
                <Trans>SOS sent</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-ink">
                {sosSentText(sos.data)}
              </Dialog.Description>
              <p className="mt-4 font-semibold text-ink">
                <Trans>In danger now? Call for help:</Trans>
              </p>
              <div className="mt-2">
                <EmergencyCalls />
              </div>
              <Dialog.Close asChild>
                <Button variant="secondary" size="lg" className="mt-4 w-full">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.Close>
            </>
          ) : (
            <>
              <Dialog.Title className="mt-4 font-bold text-2xl text-ink tracking-tight">
                <Trans>Send an SOS?</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-ink">
                <Trans>
                  Your emergency contacts get an SMS with your name, the car and its plate, where
                  the car is and a link to follow the trip. Pamoja's safety team is alerted at once.
                </Trans>
              </Dialog.Description>
              <div className="mt-5">
                <HoldButton
                  onHeld={() => sos.mutate()}
                  disabled={sos.isPending}
                  hint={t`Press and hold for 2 seconds to send.`}
                >
                  {sos.isPending ? <Spinner className="mr-2 size-5" /> : null}
                  {sos.isPending ? t`Sending SOS…` : t`Hold to send SOS`}
                </HoldButton>
              </div>
              {sos.isError ? (
                <div role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-sm">
                  <p className="font-semibold text-danger">
                    <Trans>The SOS did not go through.</Trans>
                  </p>
                  <p className="mt-1 text-ink">
                    {tripActionMessage(sos.error)}{' '}
                    <Trans>If you are in danger, call 999 or 112 now.</Trans>
                  </p>
                </div>
              ) : null}
              <p className="mt-5 font-semibold text-ink text-sm">
                <Trans>Or call for help yourself:</Trans>
              </p>
              <div className="mt-2">
                <EmergencyCalls />
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="lg" className="mt-3 w-full" disabled={sos.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
