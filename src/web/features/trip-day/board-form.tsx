import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BOARDING_CODE_TRIES } from '../../../shared/rules/trips';
import { Button } from '../../components/ui/button';
import { FieldError, inputStyles } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { afterTripChange, boardPassenger, type TripPassenger } from './trip-day-api';
import { boardingRefusal } from './trip-rules';

/**
 * The driver types the 4-digit code the passenger tells them: right, and the passenger is on
 * board; wrong, and the tries left show; after 5 wrong codes the passenger is locked.
 */
export function BoardForm({ rideId, passenger }: { rideId: string; passenger: TripPassenger }) {
  const { t } = useLingui();
  const name = passenger.name;
  const tries = BOARDING_CODE_TRIES;
  const triesLeft = passenger.boardingTriesLeft;
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const board = useMutation({
    mutationFn: (typed: string) => boardPassenger(rideId, passenger.bookingId, typed),
    onSuccess: () => {
      toast({ title: t`On board`, description: t`${name} is on board.` });
      setCode('');
      setProblem(null);
    },
    onError: (error) => {
      setProblem(boardingRefusal(error).message);
      setCode('');
    },
    onSettled: () => afterTripChange(queryClient),
  });

  if (passenger.boardingTriesLeft <= 0) {
    return (
      <p role="status" className="rounded-xl bg-danger-soft p-3 text-ink text-sm">
        <Trans>
          <span className="font-semibold text-danger">Code entry locked. </span>
          {tries} wrong codes were typed for {name}. Ask them to show you the code on their trip
          screen, or call Pamoja support.
        </Trans>
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{4}$/.test(code)) {
          setProblem(t`Type the 4 digits the passenger tells you.`);
          return;
        }
        board.mutate(code);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        <Trans>Boarding code of {name}</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="0000"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-tries`}
          className={`${inputStyles} w-32 text-center font-mono text-xl tabular-nums tracking-[0.3em]`}
        />
        <Button type="submit" size="lg" disabled={board.isPending}>
          {board.isPending ? <Spinner /> : null}
          <Trans>Board</Trans>
        </Button>
      </div>
      {/* After a wrong code its message says the tries left; until then, this line does. */}
      {problem ? null : (
        <p id={`${id}-tries`} className="mt-1.5 text-ink-muted text-xs">
          {passenger.boardingTriesLeft < BOARDING_CODE_TRIES
            ? t`${plural(triesLeft, { one: '# try left', other: '# tries left' })}`
            : t`The passenger sees it on their trip screen and in their booking SMS.`}
        </p>
      )}
      <FieldError id={`${id}-error`} message={problem} />
    </form>
  );
}
