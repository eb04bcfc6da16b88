import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SEATS_PER_BOOKING } from '../../../shared/rules/rides';
import { seatsText } from '../../rides/format-ride';
import { seatChoices } from './search-rules';

/** Seats to book, 1 up to the smaller of the free seats and 4, as one row of choices. */
export function SeatSelector({
  availableSeats,
  seats,
  onChange,
  disabled,
}: {
  availableSeats: number;
  seats: number;
  onChange(seats: number): void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const choices = seatChoices(availableSeats);
  const most = MAX_SEATS_PER_BOOKING;
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 font-medium text-ink text-sm">
        <Trans>Number of seats</Trans>
      </legend>
      <div className="grid grid-cols-4 gap-2">
        {choices.map((n) => (
          <label
            key={n}
            className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white font-semibold text-ink transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name="seats"
              value={n}
              checked={seats === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{seatsText(n)}</span>
          </label>
        ))}
      </div>
      <p className="mt-1.5 text-ink-muted text-xs">
        {t`${plural(availableSeats, { one: '# seat left on this ride.', other: '# seats left on this ride.' })} Up to ${most} per booking.`}
      </p>
    </fieldset>
  );
}
