import { formatKsh } from '../../../shared/format-money.ts';
import {
  formatNairobiDateTime,
  formatNairobiDay,
  formatNairobiTime,
} from '../../../shared/nairobi-time.ts';
import { isLateForDriver } from '../../../shared/rules/cancellations.ts';
import { now } from '../../clock.ts';
import { placeIn } from '../notifications/notice-text.ts';
import { cancelPassengerBooking, passengerCancellationSplit } from '../rides/cancel-booking.ts';
import { cancelDriverTrip, upcomingDriverTrips } from '../rides/driver-trips.ts';
import { bookingsOfRide, upcomingBookings } from '../rides/passenger-trips.ts';
import { choice, type Screen, type UssdContext, userOf } from './menu.ts';
import { name, short } from './screen-text.ts';

// My trips (the passenger's next bookings, and cancelling one) and, for drivers, today's rides
// (and cancelling one): the web app's own functions, refunds and SMS included.

const TRIPS_SHOWN = 5;
const NAIROBI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' });

const route = (ctx: UssdContext, from: string, to: string, max: number) =>
  `${name(short(placeIn(ctx.language, from), max))}>${name(short(placeIn(ctx.language, to, 'theDestination'), max))}`;

async function myBookings(ctx: UssdContext) {
  return (await upcomingBookings(ctx.deps.db, userOf(ctx).id)).slice(0, TRIPS_SHOWN);
}

/** A list screen's answer: the id of the chosen line, onto the next screen. */
const pick =
  (next: 'trip' | 'driverRide'): Screen['answer'] =>
  async (ctx, data, input) => {
    const ids = data.ids ?? [];
    const n = choice(input, ids.length);
    return n ? { go: next, data: { id: ids[n - 1] } } : { retry: ctx.t('ussd.hint') };
  };

export const trips: Screen = {
  async show(ctx, data) {
    const list = await myBookings(ctx);
    if (list.length === 0) return { lines: [ctx.t('ussd.noTrips')] };
    const lines = list.map((b, i) => {
      const when = `${formatNairobiDay(b.departureTime, ctx.language)} ${formatNairobiTime(b.departureTime, ctx.language)}`;
      // A request has no code to tell the driver yet: it says it is waiting.
      const code = b.status === 'requested' ? ctx.t('ussd.waiting') : b.boardingCode;
      return `${i + 1} ${when} ${route(ctx, b.pickupLocation.address, b.destination.address, 16)} ${code}`;
    });
    return {
      lines: [ctx.t('ussd.trips'), ...lines],
      data: { ...data, ids: list.map((b) => b.id) },
    };
  },
  answer: pick('trip'),
};

async function chosenBooking(ctx: UssdContext, id: string | undefined) {
  return (await upcomingBookings(ctx.deps.db, userOf(ctx).id)).find((b) => b.id === id);
}

export const trip: Screen = {
  async show(ctx, data) {
    const b = await chosenBooking(ctx, data.id);
    if (!b) return { lines: [ctx.t('ussd.noTrips')] };
    const about = {
      when: formatNairobiDateTime(b.departureTime, ctx.language),
      from: short(placeIn(ctx.language, b.pickupLocation.address), 20),
      to: short(placeIn(ctx.language, b.destination.address, 'theDestination'), 20),
      seats: b.numberOfSeats,
    };
    const text =
      b.status === 'requested'
        ? ctx.t('ussd.tripRequested', {
            ...about,
            until: formatNairobiTime(b.requestExpiresAt ?? b.departureTime, ctx.language),
          })
        : ctx.t('ussd.trip', { ...about, code: b.boardingCode });
    return { lines: [text] };
  },
  async answer(ctx, _data, input) {
    return input === '1' ? { go: 'cancelTrip' } : { retry: ctx.t('ussd.hint') };
  },
};

export const cancelTrip: Screen = {
  async show(ctx, data) {
    const b = await chosenBooking(ctx, data.id);
    if (!b) return { lines: [ctx.t('ussd.noTrips')] };
    // What cancelling now would give back and keep (the same rule as the cancellation itself).
    const { refunded, kept } = passengerCancellationSplit(b, b);
    return { lines: [ctx.t('ussd.cancelTrip', moneyText(refunded, kept))] };
  },
  async answer(ctx, data, input) {
    if (input !== '1' || !data.id) return { retry: ctx.t('ussd.hint') };
    const { refunded, kept } = await cancelPassengerBooking(ctx.deps, userOf(ctx), data.id);
    return { end: ctx.t('ussd.tripCancelled', moneyText(refunded, kept)) };
  },
};

const moneyText = (refunded: number, kept: number) => ({
  amount: formatKsh(refunded),
  kept,
  keptAmount: formatKsh(kept),
});

/** The driver's rides still to leave today (Nairobi's day), with their live passengers. */
async function ridesToday(ctx: UssdContext) {
  const driver = userOf(ctx);
  const today = NAIROBI_DAY.format(now());
  const all = await upcomingDriverTrips(ctx.deps.db, driver.id);
  const mine = all.filter(
    (r) => r.status === 'scheduled' && NAIROBI_DAY.format(r.departureTime) === today,
  );
  return Promise.all(
    mine.map(async (ride) => {
      const bookings = await bookingsOfRide(ctx.deps.db, driver.id, ride.id);
      const passengers = bookings.filter(
        (b) => b.status === 'booked' || b.status === 'pending',
      ).length;
      const requests = bookings.filter((b) => b.status === 'requested').length;
      return { ride, passengers, requests };
    }),
  );
}

export const driverRides: Screen = {
  async show(ctx, data) {
    const list = await ridesToday(ctx);
    if (list.length === 0) return { lines: [ctx.t('ussd.noDriverRides')] };
    const lines = list.map(({ ride, passengers }, i) => {
      const time = formatNairobiTime(ride.departureTime, ctx.language);
      const where = route(ctx, ride.pickupLocation.address, ride.destination.address, 16);
      return `${i + 1} ${time} ${where}, ${ctx.t('ussd.passengers', { passengers })}`;
    });
    return {
      lines: [ctx.t('ussd.driverRides'), ...lines],
      data: { ...data, ids: list.map((r) => r.ride.id) },
    };
  },
  answer: pick('driverRide'),
};

export const driverRide: Screen = {
  async show(ctx, data) {
    const found = (await ridesToday(ctx)).find((r) => r.ride.id === data.id);
    if (!found) return { lines: [ctx.t('ussd.noDriverRides')] };
    const { ride, passengers, requests } = found;
    // Requests are answered in the app, where the driver sees who asks.
    const waiting = requests > 0 ? `, ${ctx.t('ussd.requests', { requests })}` : '';
    const text = ctx.t('ussd.driverRide', {
      when: formatNairobiDateTime(ride.departureTime, ctx.language),
      from: short(placeIn(ctx.language, ride.pickupLocation.address), 20),
      to: short(placeIn(ctx.language, ride.destination.address, 'theDestination'), 20),
      passengers: `${ctx.t('ussd.passengers', { passengers })}${waiting}`,
    });
    return { lines: [text] };
  },
  async answer(ctx, _data, input) {
    return input === '1' ? { go: 'cancelRide' } : { retry: ctx.t('ussd.hint') };
  },
};

export const cancelRide: Screen = {
  async show(ctx, data) {
    const found = (await ridesToday(ctx)).find((r) => r.ride.id === data.id);
    // docs/product-rules.md "Cost sharing and reliability": said before the driver confirms.
    const late =
      found !== undefined &&
      found.passengers > 0 &&
      isLateForDriver(found.ride.departureTime, now());
    return { lines: [ctx.t('ussd.cancelRide', { late: late ? 'yes' : 'no' })] };
  },
  async answer(ctx, data, input) {
    if (input !== '1' || !data.id) return { retry: ctx.t('ussd.hint') };
    const { passengersRefunded } = await cancelDriverTrip(ctx.deps, userOf(ctx), data.id);
    return { end: ctx.t('ussd.rideCancelled', { passengers: passengersRefunded }) };
  },
};
