import { useId, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import {
  type ComparisonMode,
  calculateSavings,
  DEFAULT_CONSUMPTION_KM_PER_L,
  DEFAULT_FUEL_PRICE,
  type DisplayMode,
  formatDuration,
  pamojaCost,
  type RouteFigures,
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

const COMPARISONS = [
  { value: 'ridehailing', label: 'Ride-hailing' },
  { value: 'solo', label: 'Driving alone' },
] as const;

const DISPLAYS = [
  { value: 'yearly', label: 'Per year' },
  { value: 'pertrip', label: 'Per trip' },
] as const;

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });
const kg = (amount: number) => `${(amount < 10 ? oneDecimal : whole).format(amount)} kg`;

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

  const result = calculateSavings({
    start,
    destination,
    tripsPerWeek,
    fuelPrice: Number(fuelPrice),
    consumptionKmPerL: Number(consumption),
    comparison,
    display,
  });
  const period = display === 'yearly' ? 'a year' : 'a trip';
  const otherLabel = comparison === 'ridehailing' ? 'Ride-hailing' : 'Driving alone';
  const summary = result
    ? result.savings > 0
      ? `You could save ${formatKsh(result.savings)} ${period} compared with ${otherLabel.toLowerCase()}.`
      : `${otherLabel} costs ${formatKsh(-result.savings)} less ${period} at these figures.`
    : '';

  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-lg shadow-primary/5 sm:p-6">
      <h2 id={`${id}-title`} className="font-bold text-ink text-xl tracking-tight">
        How much could you save?
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        Your commute, a shared seat, and what you would otherwise pay.
      </p>
      <form
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block font-medium text-ink text-sm">
            Start location
            <input
              value={start}
              onChange={(event) => setStart(event.target.value)}
              list={`${id}-places`}
              autoComplete="off"
              placeholder="e.g. Ruiru"
              className={inputStyle}
            />
          </label>
          <label className="block font-medium text-ink text-sm">
            Destination
            <input
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
              list={`${id}-places`}
              autoComplete="off"
              placeholder="e.g. Westlands"
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
          <span className="text-ink-muted">Try</span>
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
              {from} to {to}
            </button>
          ))}
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-trips`} className="font-medium text-ink text-sm">
              Trips per week
            </label>
            <output htmlFor={`${id}-trips`} className="font-semibold text-ink text-sm">
              {tripsPerWeek} trips
            </output>
          </div>
          <input
            id={`${id}-trips`}
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
          legend="Compare with"
          value={comparison}
          options={COMPARISONS}
          onChange={setComparison}
        />
        <div className="grid grid-cols-2 items-end gap-3">
          <label className="block font-medium text-ink text-sm">
            Fuel price (KSh per litre)
            <input
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
            Car's fuel use (km per litre)
            <input
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
          legend="Show savings"
          value={display}
          options={DISPLAYS}
          onChange={setDisplay}
        />
      </form>
      <p className="sr-only" aria-live="polite">
        {summary}
      </p>
      {result ? (
        <section aria-label="Your savings" className="mt-5 rounded-xl bg-primary-soft p-4">
          <p className="font-medium text-primary-strong text-sm">
            {result.savings > 0 ? 'You could save' : `${otherLabel} is cheaper by`}
          </p>
          <p className="font-extrabold text-3xl text-ink tracking-tight">
            {formatKsh(Math.abs(result.savings))}{' '}
            <span className="font-semibold text-base text-ink-muted">{period}</span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <div>
              <dt className="text-ink-muted">Pamoja seat</dt>
              <dd className="font-semibold text-ink">{formatKsh(result.pamojaCost)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{otherLabel}</dt>
              <dd className="font-semibold text-ink">{formatKsh(result.otherCost)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">CO₂ avoided</dt>
              <dd className="font-semibold text-ink">
                {kg(result.co2SavedKg)} {period}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">Time back</dt>
              <dd className="font-semibold text-ink">
                {formatDuration(result.minutesSaved)} {display === 'yearly' ? 'a month' : 'a trip'}
              </dd>
            </div>
          </dl>
          <p className="mt-3 border-primary/15 border-t pt-3 text-ink-muted text-xs leading-relaxed">
            {result.route.key === 'default'
              ? `We have no figures for this route yet, so this is a typical ${result.route.distanceKm} km commute.`
              : `${routeName(result.route)}: about ${result.route.distanceKm} km.`}{' '}
            {display === 'yearly' ? `${result.trips} trips a year. ` : ''}A Pamoja seat is estimated
            at KSh {pamojaCost(result.route.distanceKm) / result.route.distanceKm} a km; drivers set
            their own price. A matatu is about {formatKsh(result.route.matatuFare)} a trip.
          </p>
        </section>
      ) : (
        <p className="mt-5 rounded-xl border border-line border-dashed p-4 text-ink-muted text-sm">
          Type where you start and where you are going to see what you could save.
        </p>
      )}
    </div>
  );
}
