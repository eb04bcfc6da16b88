import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatKsh, formatNumber } from '../../../shared/format-money';
import {
  type ComparisonMode,
  calculateSavings,
  DEFAULT_CONSUMPTION_KM_PER_L,
  DEFAULT_FUEL_PRICE,
  type DisplayMode,
  pamojaCost,
  type RouteFigures,
  type SavingsResult,
  TRIPS_PER_WEEK,
} from '../../../shared/savings-calculator';
import { SegmentedChoice } from '../../components/ui/segmented-choice';
import { useRememberedNumber } from './use-remembered-number';

const FUEL_PRICE_KEY = 'pamoja:calculator:fuel-price';
const CONSUMPTION_KEY = 'pamoja:calculator:consumption';

const PLACES = [
  'Ruiru',
  'Juja',
  'Thika',
  'Kiambu',
  'Ruaka',
  'Kikuyu',
  'Ngong',
  'Karen',
  'Rongai',
  'Kitengela',
  'Syokimau',
  'Westlands',
  'Nairobi CBD',
  'Upper Hill',
  'Gigiri',
];

const EXAMPLES = [
  ['Ruiru', 'Westlands'],
  ['Thika', 'CBD'],
  ['Karen', 'Westlands'],
] as const;

const COMPARISONS = {
  ridehailing: {
    label: msg`Ride-hailing`,
    /** Inside a sentence. */
    inSentence: msg`ride-hailing`,
  },
  solo: { label: msg`Driving alone`, inSentence: msg`driving alone` },
} as const satisfies Record<ComparisonMode, unknown>;

const DISPLAYS = { yearly: msg`Per year`, pertrip: msg`Per trip` } as const satisfies Record<
  DisplayMode,
  unknown
>;

// No Intl on the landing page's first render: a browser's first Intl.NumberFormat loads its number
// data, 50 ms on a phone's CPU, a long task right after the page has painted (issue 22). So numbers
// come from formatNumber, and the counts of trips pick their words themselves, not with Lingui's
// plural(), which formats its number with Intl even where the words do not show it. English and
// Kiswahili have the same two forms: one for exactly 1, the other for every other count.
const kg = (amount: number) => `${formatNumber(amount, amount < 10 ? 1 : 0)} kg`;

function routeName(route: RouteFigures): string {
  return route.key
    .split('-')
    .map((place) => (place === 'cbd' ? 'CBD' : place[0]?.toUpperCase() + place.slice(1)))
    .join(' – ');
}

const inputStyle =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink ' +
  'placeholder:text-ink-muted focus:border-primary';

/** The hero's savings calculator: every figure comes from the shared, tested rules. */
export function SavingsCalculator() {
  const { t } = useLingui();
  const id = useId();
  const [start, setStart] = useState('');
  const [destination, setDestination] = useState('');
  const [tripsPerWeek, setTripsPerWeek] = useState<number>(TRIPS_PER_WEEK.default);
  const [fuelPrice, setFuelPrice] = useRememberedNumber(FUEL_PRICE_KEY, DEFAULT_FUEL_PRICE);
  const [consumption, setConsumption] = useRememberedNumber(
    CONSUMPTION_KEY,
    DEFAULT_CONSUMPTION_KM_PER_L,
  );
  const [comparison, setComparison] = useState<ComparisonMode>('ridehailing');
  const [display, setDisplay] = useState<DisplayMode>('yearly');
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed or chosen on the pre-rendered page before its code ran: React keeps it on
  // screen when it hydrates the form, but not in the calculator's state, which takes it over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the calculator starts.
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed = (name: string, shown: string, take: (value: string) => void) => {
      const field = fields.namedItem(name) as HTMLInputElement | RadioNodeList | null;
      if (field && field.value !== shown) take(field.value);
    };
    typed('start', start, setStart);
    typed('destination', destination, setDestination);
    typed('trips', String(tripsPerWeek), (value) => setTripsPerWeek(Number(value)));
    typed('fuel-price', fuelPrice, setFuelPrice);
    typed('consumption', consumption, setConsumption);
    typed('comparison', comparison, (value) => setComparison(value as ComparisonMode));
    typed('display', display, (value) => setDisplay(value as DisplayMode));
  }, []);

  const result = calculateSavings({
    start,
    destination,
    tripsPerWeek,
    fuelPrice: Number(fuelPrice),
    consumptionKmPerL: Number(consumption),
    comparison,
    display,
  });
  const yearly = display === 'yearly';
  const otherLabel = t(COMPARISONS[comparison].label);
  const other = t(COMPARISONS[comparison].inSentence);

  let summary = '';
  if (result) {
    const amount = formatKsh(Math.abs(result.savings));
    if (result.savings > 0) {
      summary = yearly
        ? t`You could save ${amount} a year compared with ${other}.`
        : t`You could save ${amount} a trip compared with ${other}.`;
    } else {
      summary = yearly
        ? t`${otherLabel} costs ${amount} less a year at these figures.`
        : t`${otherLabel} costs ${amount} less a trip at these figures.`;
    }
  }

  const comparisonOptions = (Object.keys(COMPARISONS) as ComparisonMode[]).map((value) => ({
    value,
    label: t(COMPARISONS[value].label),
  }));
  const displayOptions = (Object.keys(DISPLAYS) as DisplayMode[]).map((value) => ({
    value,
    label: t(DISPLAYS[value]),
  }));

  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-lg shadow-primary/5 sm:p-6">
      <h2 id={`${id}-title`} className="font-bold text-ink text-xl tracking-tight">
        <Trans>How much could you save?</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>Your commute, a shared seat, and what you would otherwise pay.</Trans>
      </p>
      <form
        ref={formRef}
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block font-medium text-ink text-sm">
            <Trans>Start location</Trans>
            <input
              name="start"
              value={start}
              onChange={(event) => setStart(event.target.value)}
              list={`${id}-places`}
              autoComplete="off"
              placeholder={t`e.g. Ruiru`}
              className={inputStyle}
            />
          </label>
          <label className="block font-medium text-ink text-sm">
            <Trans>Destination</Trans>
            <input
              name="destination"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
              list={`${id}-places`}
              autoComplete="off"
              placeholder={t`e.g. Westlands`}
              className={inputStyle}
            />
          </label>
          <datalist id={`${id}-places`}>
            {PLACES.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </div>
        <div className="-mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink-muted">
            <Trans>Try</Trans>
          </span>
          {EXAMPLES.map(([from, to]) => (
            <button
              key={from + to}
              type="button"
              onClick={() => {
                setStart(from);
                setDestination(to);
              }}
              className="min-h-8 rounded-full border border-line px-3 font-medium text-primary-strong hover:border-primary hover:bg-primary-soft"
            >
              <Trans>
                {from} to {to}
              </Trans>
            </button>
          ))}
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-trips`} className="font-medium text-ink text-sm">
              <Trans>Trips per week</Trans>
            </label>
            <output htmlFor={`${id}-trips`} className="font-semibold text-ink text-sm">
              {tripsPerWeek === 1 ? <Trans>1 trip</Trans> : <Trans>{tripsPerWeek} trips</Trans>}
            </output>
          </div>
          <input
            id={`${id}-trips`}
            name="trips"
            type="range"
            min={TRIPS_PER_WEEK.min}
            max={TRIPS_PER_WEEK.max}
            step={1}
            value={tripsPerWeek}
            onChange={(event) => setTripsPerWeek(Number(event.target.value))}
            className="mt-1 h-8 w-full cursor-pointer accent-primary"
          />
        </div>
        <SegmentedChoice
          name="comparison"
          legend={t`Compare with`}
          value={comparison}
          options={comparisonOptions}
          onChange={setComparison}
        />
        <div className="grid grid-cols-2 items-end gap-3">
          <label className="block font-medium text-ink text-sm">
            <Trans>Fuel price (KSh per litre)</Trans>
            <input
              name="fuel-price"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={fuelPrice}
              onChange={(event) => setFuelPrice(event.target.value)}
              className={inputStyle}
            />
          </label>
          <label className="block font-medium text-ink text-sm">
            <Trans>Car's fuel use (km per litre)</Trans>
            <input
              name="consumption"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={consumption}
              onChange={(event) => setConsumption(event.target.value)}
              className={inputStyle}
            />
          </label>
        </div>
        <SegmentedChoice
          name="display"
          legend={t`Show savings`}
          value={display}
          options={displayOptions}
          onChange={setDisplay}
        />
      </form>
      <p className="sr-only" aria-live="polite">
        {summary}
      </p>
      {result ? (
        <SavingsFigures result={result} yearly={yearly} otherLabel={otherLabel} />
      ) : (
        <p className="mt-5 rounded-xl border border-line border-dashed p-4 text-ink-muted text-sm">
          <Trans>Type where you start and where you are going to see what you could save.</Trans>
        </p>
      )}
    </div>
  );
}

function SavingsFigures({
  result,
  yearly,
  otherLabel,
}: {
  result: SavingsResult;
  yearly: boolean;
  otherLabel: string;
}) {
  const { t } = useLingui();
  /** '2 h 5 min', '38 min': minutes under an hour, otherwise hours and minutes. */
  const duration = (totalMinutes: number) => {
    const minutes = Math.max(0, Math.round(totalMinutes));
    if (minutes < 60) return t`${minutes} min`;
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  };
  /** A figure for the chosen period: 'KSh 480 a trip', '2,233 kg a year'. */
  const perPeriod = (value: string) => (yearly ? t`${value} a year` : t`${value} a trip`);

  const saved = formatKsh(Math.abs(result.savings));
  const distance = result.route.distanceKm;
  const route = routeName(result.route);
  const trips = result.trips;
  const perKm = pamojaCost(distance) / distance;
  const matatuFare = formatKsh(result.route.matatuFare);
  const timeBack = duration(result.minutesSaved);
  return (
    <section aria-label={t`Your savings`} className="mt-5 rounded-xl bg-primary-soft p-4">
      <p className="font-medium text-primary-strong text-sm">
        {result.savings > 0 ? (
          <Trans>You could save</Trans>
        ) : (
          <Trans>{otherLabel} is cheaper by</Trans>
        )}
      </p>
      <p className="font-extrabold text-3xl text-ink tracking-tight">
        {yearly ? (
          <Trans>
            {saved} <span className="font-semibold text-base text-ink-muted">a year</span>
          </Trans>
        ) : (
          <Trans>
            {saved} <span className="font-semibold text-base text-ink-muted">a trip</span>
          </Trans>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-ink-muted">
            <Trans>Pamoja seat</Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatKsh(result.pamojaCost)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{otherLabel}</dt>
          <dd className="font-semibold text-ink">{formatKsh(result.otherCost)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>CO₂ avoided</Trans>
          </dt>
          <dd className="font-semibold text-ink">{perPeriod(kg(result.co2SavedKg))}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Time back</Trans>
          </dt>
          <dd className="font-semibold text-ink">
            {yearly ? t`${timeBack} a month` : t`${timeBack} a trip`}
          </dd>
        </div>
      </dl>
      <p className="mt-3 border-primary/15 border-t pt-3 text-ink-muted text-xs leading-relaxed">
        {result.route.key === 'default'
          ? t`We have no figures for this route yet, so this is a typical ${distance} km commute.`
          : t`${route}: about ${distance} km.`}{' '}
        {yearly ? `${trips === 1 ? t`1 trip a year.` : t`${trips} trips a year.`} ` : ''}
        <Trans>
          A Pamoja seat is estimated at KSh {perKm} a km; drivers set their own price. A matatu is
          about {matatuFare} a trip.
        </Trans>
      </p>
    </section>
  );
}
