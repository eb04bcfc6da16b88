import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  HOME_LABEL,
  MAX_OTHER_SAVED_PLACES,
  SAVED_PLACE_LABEL_MAX,
  WORK_LABEL,
} from '../../../shared/rules/commute';
import type { SavedPlace } from '../../../shared/schemas/commute';
import type { Location } from '../../../shared/schemas/rides';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { errorCodeOf, refusalText } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { LocationPickerDialog } from '../location-picker';
import {
  addSavedPlace,
  asLocation,
  changeSavedPlace,
  labelProblem,
  placeName,
  placeSlots,
  removeSavedPlace,
  SavedPlaceIcon,
  savedPlacesQuery,
} from '../saved-places';

/**
 * Saved places (`/profile/places`): Home, Work and up to 8 named places, each picked with the
 * location picker. Every place field of the app offers them first.
 */
export function SavedPlacesScreen() {
  const { t } = useLingui();
  const most = MAX_OTHER_SAVED_PLACES;
  return (
    <SignedInScreen
      title={t`Saved places`}
      subtitle={t`Home, Work and up to ${most} more. They come first wherever you choose a place.`}
      back={{ href: '/profile', label: t`Back to profile` }}
      width="narrow"
      nav="more"
      loading={<PlacesLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to save your places`}
          text={t`Save Home and Work once and search your commute in one tap.`}
        />
      }
    >
      <PlacesLoader />
    </SignedInScreen>
  );
}

function PlacesLoader() {
  const { t } = useLingui();
  const places = useQuery({ ...savedPlacesQuery, staleTime: 0 });
  if (places.data) return <PlacesEditor places={places.data} />;
  if (places.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your saved places`}
        onRetry={() => void places.refetch()}
        retrying={places.isFetching}
      />
    );
  }
  return <PlacesLoading />;
}

/** What the location picker is open for: a fixed slot, another place, or a new one. */
type Picking =
  | { kind: 'fixed'; label: typeof HOME_LABEL | typeof WORK_LABEL; place: SavedPlace | null }
  | { kind: 'other'; place: SavedPlace }
  | { kind: 'new'; label: string };

type Change =
  | { action: 'add'; label: string; location: Location }
  | { action: 'move'; place: SavedPlace; location: Location }
  | { action: 'remove'; place: SavedPlace };

function PlacesEditor({ places }: { places: SavedPlace[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { home, work, others } = placeSlots(places);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [newLabel, setNewLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const labelId = useId();

  const change = useMutation({
    mutationFn: (change: Change) => {
      if (change.action === 'add')
        return addSavedPlace({ label: change.label, ...change.location });
      if (change.action === 'move') {
        return changeSavedPlace({
          id: change.place.id,
          label: change.place.label,
          ...change.location,
        });
      }
      return removeSavedPlace(change.place.id);
    },
    onSuccess: (_answer, change) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedPlaces });
      const name = placeName(change.action === 'add' ? change.label : change.place.label);
      toast({
        title:
          change.action === 'remove'
            ? t`${name} removed`
            : change.action === 'add'
              ? t`${name} saved`
              : t`${name} changed`,
        description:
          change.action === 'remove' ? undefined : t`It is offered first when you choose a place.`,
      });
      if (change.action === 'add') setNewLabel('');
    },
    onError: (error, change) => {
      const code = errorCodeOf(error);
      // A place removed on another device: the list is out of date.
      if (code === 'saved_place_not_found') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.savedPlaces });
      }
      if (code === 'saved_place_label_taken' && change.action === 'add') {
        setLabelError(refusalText(error));
        return;
      }
      toast({
        variant: 'destructive',
        title: t`Your place was not saved`,
        description: refusalText(error),
      });
    },
  });

  function confirmPlace(location: Location) {
    if (!picking) return;
    if (picking.kind !== 'new' && picking.place) {
      change.mutate({ action: 'move', place: picking.place, location });
    } else if (picking.kind !== 'other') {
      change.mutate({ action: 'add', label: picking.label, location });
    }
  }

  function startNew(event: FormEvent) {
    event.preventDefault();
    const problem = labelProblem(newLabel, places);
    setLabelError(problem);
    if (!problem) setPicking({ kind: 'new', label: newLabel.trim() });
  }

  const saved = others.length;
  const most = MAX_OTHER_SAVED_PLACES;
  const full = saved >= most;
  const pickerTitle = !picking ? '' : pickerTitleOf(picking);

  function pickerTitleOf(open: Picking): string {
    if (open.kind === 'fixed') {
      return open.label === HOME_LABEL ? t`Choose your Home` : t`Choose your Work`;
    }
    const name = open.kind === 'new' ? open.label : open.place.label;
    return t`Choose ${name}`;
  }

  return (
    <div className="mt-5 grid gap-5">
      <ul className="grid gap-3" aria-label={t`Home and Work`}>
        {(
          [
            [HOME_LABEL, home],
            [WORK_LABEL, work],
          ] as const
        ).map(([label, place]) => (
          <li key={label} className="min-w-0">
            <PlaceRow
              label={label}
              place={place}
              busy={change.isPending}
              onPick={() => setPicking({ kind: 'fixed', label, place })}
              onRemove={place ? () => change.mutate({ action: 'remove', place }) : undefined}
            />
          </li>
        ))}
      </ul>

      <section aria-labelledby={`${labelId}-others`}>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${labelId}-others`} className="font-semibold text-ink text-lg">
            <Trans>Other places</Trans>
          </h2>
          <p className="text-ink-muted text-sm tabular-nums">
            <Trans>
              {saved} of {most}
            </Trans>
          </p>
        </div>
        {others.length > 0 ? (
          <ul className="mt-3 grid gap-3">
            {others.map((place) => (
              <li key={place.id} className="min-w-0">
                <PlaceRow
                  label={place.label}
                  place={place}
                  busy={change.isPending}
                  onPick={() => setPicking({ kind: 'other', place })}
                  onRemove={() => change.mutate({ action: 'remove', place })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {full ? (
          <p className="mt-3 text-ink-muted text-sm">
            <Trans>You have saved {most} other places. Remove one to add another.</Trans>
          </p>
        ) : (
          <Card className="mt-3">
            <form onSubmit={startNew} noValidate className="grid gap-3">
              <FormField
                id={labelId}
                label={t`Add a place`}
                hint={t`A name you will recognise, such as Gym, School or Mum's.`}
                error={labelError}
              >
                <Input
                  id={labelId}
                  value={newLabel}
                  maxLength={SAVED_PLACE_LABEL_MAX}
                  autoComplete="off"
                  placeholder={t`Name`}
                  onChange={(event) => {
                    setNewLabel(event.target.value);
                    setLabelError(null);
                  }}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={describedBy(labelId, true, labelError)}
                />
              </FormField>
              <Button type="submit" variant="secondary" disabled={change.isPending}>
                <Trans>Choose its location</Trans>
              </Button>
            </form>
          </Card>
        )}
      </section>

      <LocationPickerDialog
        open={picking !== null}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        title={pickerTitle}
        value={picking?.kind !== 'new' && picking?.place ? asLocation(picking.place) : null}
        onConfirm={confirmPlace}
      />
    </div>
  );
}

/** One saved place (or an empty Home or Work slot): its name, address, and what can be done. */
function PlaceRow({
  label,
  place,
  busy,
  onPick,
  onRemove,
}: {
  label: string;
  place: SavedPlace | null;
  busy: boolean;
  onPick(): void;
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  const name = placeName(label);
  return (
    <Card className="p-4 sm:p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong"
        >
          <SavedPlaceIcon label={label} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{name}</p>
          <p className={`break-words text-sm ${place ? 'text-ink' : 'text-ink-muted'}`}>
            {place ? place.address : t`Not set yet`}
          </p>
        </div>
      </div>
      <div className="-mr-2 -mb-2 mt-1 flex justify-end">
        {onRemove ? (
          <Button
            variant="ghost"
            className="px-3 text-danger! hover:bg-danger-soft!"
            onClick={onRemove}
            disabled={busy}
          >
            <Trans>
              Remove<span className="sr-only"> {name}</span>
            </Trans>
          </Button>
        ) : null}
        <Button variant="ghost" className="px-3" onClick={onPick} disabled={busy}>
          {place ? (
            <Trans>
              Change<span className="sr-only"> {name}</span>
            </Trans>
          ) : (
            <Trans>
              Set<span className="sr-only"> {name}</span>
            </Trans>
          )}
        </Button>
      </div>
    </Card>
  );
}

function PlacesLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your saved places…`} className="mt-5 grid gap-3">
      <Skeleton className="h-18 w-full rounded-2xl" />
      <Skeleton className="h-18 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </Loading>
  );
}
