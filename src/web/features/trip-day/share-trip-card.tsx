import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Cross } from '../../components/ui/glyphs';
import { FieldError, inputStyles } from '../../components/ui/input';
import { LineIcon } from '../../components/ui/line-icon';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { Spinner } from '../../components/ui/spinner';
import { formatKenyanPhone } from '../../lib/format-phone';
import { readKenyanPhone } from '../../lib/kenyan-phone-entry';
import { toast } from '../../lib/toast-store';
import { revokeShare, type ShareLink, shareTrip } from './trip-day-api';
import { tripActionMessage } from './trip-rules';

const canShareNatively = () => typeof navigator !== 'undefined' && 'share' in navigator;

/**
 * Share trip: a link family can follow without an account, through the phone's own share sheet
 * (or copied, where there is none), or texted to a number. The link made here can be stopped.
 */
export function ShareTripCard({ rideId }: { rideId: string }) {
  const { t } = useLingui();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [shown, setShown] = useState(false);
  const linkId = useId();

  const share = useMutation({
    mutationFn: async () => link ?? (await shareTrip(rideId)),
    onSuccess: async (made) => {
      setLink(made);
      await handOver(made.url, () => setShown(true));
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`No link made`,
        description: tripActionMessage(error),
      }),
  });
  const revoke = useMutation({
    mutationFn: (token: string) => revokeShare(rideId, token),
    onSuccess: () => {
      setLink(null);
      setShown(false);
      toast({
        title: t`Link stopped`,
        description: t`Nobody can follow your trip with it any more.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not stopped`,
        description: tripActionMessage(error),
      }),
  });

  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Share your trip</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>
          Family or a friend can follow the car live, without an account, until the trip ends.
        </Trans>
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Button onClick={() => share.mutate()} disabled={share.isPending}>
          {share.isPending ? (
            <Spinner />
          ) : (
            <LineIcon className="size-5" strokeWidth={2}>
              <path d="M12 4v11M8 8l4-4 4 4M5 13v6h14v-6" />
            </LineIcon>
          )}
          {canShareNatively() ? t`Share trip` : t`Copy trip link`}
        </Button>
        <SmsShareDialog rideId={rideId} />
      </div>
      {link && shown ? (
        <div className="mt-4 grid gap-2">
          <label htmlFor={linkId} className="font-medium text-ink text-sm">
            <Trans>Trip link</Trans>
          </label>
          <input
            id={linkId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputStyles} bg-surface text-sm`}
          />
        </div>
      ) : null}
      {link ? (
        <Button
          variant="ghost"
          className="mt-2 -ml-2"
          onClick={() => revoke.mutate(link.token)}
          disabled={revoke.isPending}
        >
          {revoke.isPending ? <Spinner /> : null}
          <Trans>Stop sharing this link</Trans>
        </Button>
      ) : null}
    </Card>
  );
}

/** The phone's share sheet, else the clipboard, else the link shown to copy by hand. */
async function handOver(url: string, showLink: () => void): Promise<void> {
  const text = t`Follow my Pamoja trip live until I arrive:`;
  if (canShareNatively()) {
    try {
      await navigator.share({ title: t`My Pamoja trip`, text, url });
      return;
    } catch (error) {
      // Closed without sharing: nothing to say. Refused (no gesture left): the link shows below.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  } else {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t`Link copied`,
        description: t`Paste it into a message to share your trip.`,
      });
      showLink();
      return;
    } catch {
      // No clipboard here: the link shows to copy by hand.
    }
  }
  showLink();
}

/** "Send by SMS": the trip link texted to a Kenyan number (5 a booking). */
function SmsShareDialog({ rideId }: { rideId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const returnFocus = useReturnFocus();
  const phoneId = useId();
  const send = useMutation({
    mutationFn: (phone: string) => shareTrip(rideId, phone),
    onSuccess: (_made, phone) => {
      const number = formatKenyanPhone(phone);
      toast({ title: t`Trip link sent`, description: t`Texted to ${number}.` });
      setOpen(false);
      setTyped('');
    },
    onError: (error) => setProblem(tripActionMessage(error)),
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (send.isPending) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <LineIcon className="size-5" strokeWidth={2}>
            <path d="M4 5h16v11H8l-4 4zM8 10h8" />
          </LineIcon>
          <Trans>Send by SMS</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={modalContentStyles} {...returnFocus}>
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
              <Trans>Send your trip by SMS</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close`} className={`-mt-2 -mr-2 ${iconButtonStyles}`}>
              <Cross className="size-4" strokeWidth={1.8} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-ink-muted text-sm">
            <Trans>We text them a link to follow the car until the trip ends.</Trans>
          </Dialog.Description>
          <form
            className="mt-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const entry = readKenyanPhone(typed, {
                missing: t`Enter a phone number`,
                invalid: t`Invalid Kenyan phone number format`,
              });
              if (!entry.ok) {
                setProblem(entry.message);
                return;
              }
              setProblem(null);
              send.mutate(entry.phoneNumber);
            }}
          >
            <label htmlFor={phoneId} className="mb-1.5 block font-medium text-ink text-sm">
              <Trans>Their phone number</Trans>
            </label>
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712 345 678"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${phoneId}-error` : undefined}
              className={inputStyles}
            />
            <FieldError id={`${phoneId}-error`} message={problem} />
            <Button type="submit" size="lg" className="mt-4 w-full" disabled={send.isPending}>
              {send.isPending ? <Spinner /> : null}
              <Trans>Send link</Trans>
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
