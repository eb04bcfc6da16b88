import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PromptIcon } from '../../components/ui/prompt-card';
import { alertSetupHref } from '../../rides/alert-prefill';
import { formatDeparture, ridesFoundText } from '../../rides/format-ride';
import { RideCard } from './ride-card';
import type { SearchedFor } from './ride-search-state';
import type { RideResult } from './search-api';
import { EMPTY_RESULTS_TEXT } from './search-messages';

/** The results step: how many rides, New Search, and a card per ride. */
export function RideResults({
  rides,
  searchedFor,
  now,
  onSelect,
  onNewSearch,
}: {
  rides: RideResult[];
  searchedFor: SearchedFor | null;
  now: Date;
  onSelect(rideId: string): void;
  onNewSearch(): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4">
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-ink" data-testid="rides-found">
            {ridesFoundText(rides.length)}
          </p>
          <Button variant="secondary" onClick={onNewSearch} className="shrink-0">
            <Trans>New Search</Trans>
          </Button>
        </div>
        {searchedFor ? (
          <p className="mt-1 text-ink-muted text-sm">
            {searchedFor.pickup} → {searchedFor.destination}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="whitespace-nowrap">
              {formatDeparture(searchedFor.departureDate, now)}
            </span>
          </p>
        ) : null}
      </div>
      {rides.length === 0 ? (
        <EmptyState
          icon={
            <PromptIcon>
              <path d="M14 28v-5l3-7h14l3 7v5M12 28h24v4H12zM18 25h.01M30 25h.01" />
            </PromptIcon>
          }
          title={i18n._(EMPTY_RESULTS_TEXT)}
          text={t`Try another time of day, or a pickup on a main road nearby.`}
          action={
            searchedFor?.route ? (
              <Link
                href={alertSetupHref({
                  ...searchedFor.route,
                  departureDate: searchedFor.departureDate,
                })}
                className={buttonStyles({ className: 'w-full sm:w-auto' })}
              >
                <Trans>Alert me when a ride like this is posted</Trans>
              </Link>
            ) : null
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label={t`Rides`}>
          {rides.map((ride) => (
            <li key={ride.id}>
              <RideCard ride={ride} now={now} onSelect={() => onSelect(ride.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
