import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { RATING_COMMENT_MAX } from '../../../shared/rules/trips';
import { Button } from '../../components/ui/button';
import { inputStyles } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { StarRatingInput, StarsShown } from '../../components/ui/star-rating';
import { errorCodeOf } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { afterTripChange, rateBooking } from './trip-day-api';
import { tripActionMessage } from './trip-rules';

/**
 * Stars 1-5 and an optional comment for the other person of a completed trip (the driver, or
 * one passenger); once given, the stars given. Sent once: `POST /api/ratings`.
 */
export function RatePerson({
  bookingId,
  name,
  ratee,
  myRating,
  onRated,
}: {
  bookingId: string;
  name: string;
  /** Who is being rated, for the words. */
  ratee: 'driver' | 'passenger';
  myRating: number | null;
  onRated?(): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const commentId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () => rateBooking(bookingId, score ?? 0, comment),
    onSuccess: () => {
      toast({ title: t`Thank you`, description: t`Your rating of ${name} is saved.` });
      afterTripChange(queryClient);
      onRated?.();
    },
    onError: (error) => {
      // Rated already (another tab, an earlier tap): the screen catches up.
      if (errorCodeOf(error) === 'already_rated') {
        afterTripChange(queryClient);
        onRated?.();
      }
    },
  });

  const given = myRating ?? (rate.isSuccess ? score : null);
  if (given) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">
          <Trans>You rated {name}</Trans>
        </span>
        <StarsShown score={given} />
      </p>
    );
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (score && !rate.isPending) rate.mutate();
      }}
    >
      <StarRatingInput
        legend={
          ratee === 'driver' ? t`How was your driver ${name}?` : t`How was your passenger ${name}?`
        }
        value={score}
        onChange={setScore}
        disabled={rate.isPending}
      />
      <div>
        <label htmlFor={commentId} className="mb-1.5 block font-medium text-ink text-sm">
          <Trans>
            Comment <span className="font-normal text-ink-muted">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
          className={`${inputStyles} py-3`}
          disabled={rate.isPending}
        />
      </div>
      {rate.isError && errorCodeOf(rate.error) !== 'already_rated' ? (
        <p role="alert" className="text-danger text-sm">
          {tripActionMessage(rate.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={!score || rate.isPending} className="justify-self-start">
        {rate.isPending ? <Spinner /> : null}
        <Trans>Send rating</Trans>
      </Button>
    </form>
  );
}
