import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { CUSTOM_PICKUP_MAX_KM } from '../../../shared/rules/rides';
import { Button, buttonStyles } from '../../components/ui/button';
import { SavedPlaceChips } from '../saved-places';
import { PlaceInput } from './place-input';
import { PlacePin } from './place-pin';
import type { PlaceProvider } from './place-search';
import type { RideResult } from './search-api';
import { emptyPlace, type PlaceValue, pickedLocation, savedPlaceValue } from './search-form-values';
import { pickupTooFar } from './search-messages';
import { customPickupProblem } from './search-rules';

/**
 * Where the passenger boards (issue 17): the ride's pickup, or a stage of their own along the way
 * picked from the place search, at most CUSTOM_PICKUP_MAX_KM from the ride's pickup or its line
 * to the destination. A place too far is said at once, under the field.
 */
export function PickupChoice({
  ride,
  value,
  provider,
  disabled,
  onChange,
}: {
  ride: RideResult;
  /** Null: the ride's own pickup. */
  value: PlaceValue | null;
  provider: PlaceProvider;
  disabled: boolean;
  onChange(value: PlaceValue | null): void;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(value !== null);

  // Opening the field puts the cursor in it; closing it gives focus back to the button.
  useEffect(() => {
    const open = value !== null;
    if (open === opened.current) return;
    opened.current = open;
    if (open) inputRef.current?.focus();
    else chooseRef.current?.focus();
  }, [value]);

  const problem = value?.point ? customPickupProblem(ride, value) : null;
  const most = CUSTOM_PICKUP_MAX_KM;
  const pickup = ride.pickupLocation.address;
  const destination = ride.destination.address;

  return (
    <section aria-labelledby={`${hintId}-title`} className="grid gap-2">
      <h3 id={`${hintId}-title`} className="font-medium text-ink text-sm">
        <Trans>Pickup point</Trans>
      </h3>
      {value === null ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-surface px-3 py-2.5">
          <p className="flex min-w-0 items-center gap-2 text-ink text-sm">
            <PlacePin end="start" className="size-4 shrink-0 text-primary" />
            <span className="min-w-0">
              <span className="text-ink-muted">
                <Trans>The ride's pickup:</Trans>{' '}
              </span>
              <span className="font-medium">{ride.pickupLocation.address}</span>
            </span>
          </p>
          <button
            ref={chooseRef}
            type="button"
            className={buttonStyles({ variant: 'ghost', className: '-mx-2' })}
            onClick={() => onChange(emptyPlace)}
            disabled={disabled}
          >
            <Trans>Choose a stage on the way</Trans>
          </button>
        </div>
      ) : (
        <div className="grid gap-2">
          <PlaceInput
            label={t`Stage on the way`}
            placeholder={t`e.g. a stage on the way`}
            value={value}
            onChange={onChange}
            icon={<PlacePin end="start" className="size-4" />}
            provider={provider}
            inputRef={inputRef}
            disabled={disabled}
            noMatchText={t`No matching places. Try the name of a stage or landmark.`}
            describedBy={hintId}
          />
          {disabled ? null : (
            <SavedPlaceChips
              label={t`Stage on the way`}
              chosen={pickedLocation(value)}
              onChoose={(place) => onChange(savedPlaceValue(place))}
            />
          )}
          {problem?.kind === 'too-far' ? (
            <p id={hintId} role="alert" className="text-danger text-sm">
              {pickupTooFar(problem.distanceKm).description}
            </p>
          ) : (
            <p id={hintId} className="text-ink-muted text-sm">
              <Trans>
                Pick a stage from the list, within {most} km of {pickup} or of the way from there to{' '}
                {destination}.
              </Trans>
            </p>
          )}
          <Button
            variant="ghost"
            className="-mx-2 justify-self-start"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <Trans>Board at the ride's pickup instead</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
