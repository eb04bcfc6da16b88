import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type Ref, useId } from 'react';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/rules/rides';
import { buttonStyles } from '../../components/ui/button';
import { inputStyles } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { nairobiDate } from '../../rides/departure-time';
import { SavedPlaceChips } from '../saved-places';
import { PlaceInput } from './place-input';
import { PlacePin } from './place-pin';
import type { PlaceProvider } from './place-search';
import {
  type PlaceValue,
  pickedLocation,
  type SearchFormValues,
  savedPlaceValue,
} from './search-form-values';
import { canSubmitSearch } from './search-validation';

interface SearchFormProps {
  values: SearchFormValues;
  onChange(values: SearchFormValues): void;
  onSubmit(): void;
  searching: boolean;
  /** A visitor is told that searching asks them to sign in first. */
  visitor: boolean;
  provider?: PlaceProvider;
  pickupRef?: Ref<HTMLInputElement>;
  submitRef?: Ref<HTMLButtonElement>;
}

/** The search step: start location, destination, departure date and time. */
export function SearchForm({
  values,
  onChange,
  onSubmit,
  searching,
  visitor,
  provider,
  pickupRef,
  submitRef,
}: SearchFormProps) {
  const { t } = useLingui();
  const set = (patch: Partial<SearchFormValues>) => onChange({ ...values, ...patch });
  const today = nairobiDate(new Date());
  const minutesBefore = SEARCH_WINDOW_MINUTES.before;
  const hoursAfter = SEARCH_WINDOW_MINUTES.after / 60;
  const dateId = useId();
  const timeId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!searching && canSubmitSearch(values)) onSubmit();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Find a ride`}>
      <div className="grid gap-4">
        <PlaceInput
          label={t`Start location`}
          placeholder={t`e.g. Ruiru, Westlands, Kencom`}
          value={values.pickup}
          onChange={(pickup: PlaceValue) => set({ pickup })}
          icon={<PlacePin end="start" className="size-4" />}
          provider={provider}
          inputRef={pickupRef}
        />
        <SavedPlaceChips
          label={t`Start location`}
          chosen={pickedLocation(values.pickup)}
          onChoose={(place) => set({ pickup: savedPlaceValue(place) })}
          className="-mt-2"
        />
        <PlaceInput
          label={t`Destination`}
          placeholder={t`e.g. Nairobi CBD, Upper Hill`}
          value={values.destination}
          onChange={(destination: PlaceValue) => set({ destination })}
          icon={<PlacePin end="destination" className="size-4" />}
          provider={provider}
        />
        <SavedPlaceChips
          label={t`Destination`}
          chosen={pickedLocation(values.destination)}
          onChoose={(place) => set({ destination: savedPlaceValue(place) })}
          className="-mt-2"
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={dateId} className="mb-1.5 block font-medium text-ink text-sm">
            <Trans>Departure date</Trans>
          </label>
          <input
            id={dateId}
            type="date"
            min={today}
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
            className={`${inputStyles} px-3`}
          />
        </div>
        <div>
          <label htmlFor={timeId} className="mb-1.5 block font-medium text-ink text-sm">
            <Trans>Departure time</Trans>
          </label>
          <input
            id={timeId}
            type="time"
            value={values.time}
            onChange={(event) => set({ time: event.target.value })}
            className={`${inputStyles} px-3`}
          />
        </div>
      </div>
      <p className="-mt-1 text-ink-muted text-xs">
        <Trans>
          Nairobi time. Rides leaving from {minutesBefore} minutes before to {hoursAfter} hours
          after are shown.
        </Trans>
      </p>
      <button
        ref={submitRef}
        type="submit"
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
        disabled={!canSubmitSearch(values) || searching}
      >
        {searching ? (
          <>
            <Spinner /> <Trans>Searching…</Trans>
          </>
        ) : (
          <Trans>Find Available Rides</Trans>
        )}
      </button>
      {visitor ? (
        <p className="text-center text-ink-muted text-sm">
          <Trans>You will sign in with your phone number before the search runs.</Trans>
        </p>
      ) : null}
    </form>
  );
}
