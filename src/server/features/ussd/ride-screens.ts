import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime, formatNairobiTime } from '../../../shared/nairobi-time.ts';
import { SEARCH_RADIUS_KM } from '../../../shared/rules/rides.ts';
import { now } from '../../clock.ts';
import { placeIn } from '../notifications/notice-text.ts';
import { bookSeats } from '../rides/book-seats.ts';
import { searchRides } from '../rides/search-rides.ts';
import { promptMpesa } from './account-screens.ts';
import { choice, type ListedRide, type Screen, userOf } from './menu.ts';
import { name, short } from './screen-text.ts';

// When, the rides found, one ride, how many seats, and the booking itself (bookSeats, as the web
// app books), or an M-Pesa prompt for the tokens missing.

const HOUR = 3_600_000;
/** Nairobi keeps East Africa Time all year: UTC+3. */
const NAIROBI_OFFSET = 3 * HOUR;
/** A search looks from 30 minutes before the asked time to 3 hours after (search-rides.ts). */
const SEARCH_SPAN_HOURS = 3;
/** Three rides a screen: with the title, "9 More", the way back and a hint line, prices still fit. */
const PER_PAGE = 3;
const MAX_RESULTS = 40;
const MAX_SEATS = 4;

/** The start of the Nairobi day `days` after today's, as an instant. */
function nairobiDay(days: number): number {
  const local = now().getTime() + NAIROBI_OFFSET;
  return local - (local % (24 * HOUR)) + days * 24 * HOUR - NAIROBI_OFFSET;
}

/** The times "later today" offers: every 3 hours from the first whole hour 3 hours ahead. */
function laterToday(): string[] {
  const first = Math.ceil((now().getTime() + SEARCH_SPAN_HOURS * HOUR) / HOUR) * HOUR;
  const hours: string[] = [];
  for (let t = first; t < nairobiDay(1); t += SEARCH_SPAN_HOURS * HOUR) {
    hours.push(new Date(t).toISOString());
  }
  return hours;
}

export const when: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.when')] };
  },
  async answer(ctx, _data, input) {
    if (input === '1') return { go: 'rides', data: { at: now().toISOString(), page: 0 } };
    if (input === '2') return { go: 'hours' };
    if (input === '3') {
      const morning = new Date(nairobiDay(1) + 6 * HOUR).toISOString();
      return { go: 'rides', data: { at: morning, page: 0 } };
    }
    return { retry: ctx.t('ussd.hint') };
  },
};

export const hours: Screen = {
  async show(ctx, data) {
    const offered = laterToday();
    if (offered.length === 0) return { lines: [ctx.t('ussd.noHours')] };
    const times = offered.map(
      (at, i) => `${i + 1} ${formatNairobiTime(new Date(at), ctx.language)}`,
    );
    return { lines: [ctx.t('ussd.hours'), ...times], data: { ...data, hours: offered } };
  },
  async answer(ctx, data, input) {
    const offered = data.hours ?? [];
    const n = choice(input, offered.length);
    return n
      ? { go: 'rides', data: { at: offered[n - 1], page: 0 } }
      : { retry: ctx.t('ussd.hint') };
  },
};

export const rides: Screen = {
  async show(ctx, data) {
    const { from, to, at } = data;
    if (!from || !to || !at) throw new Error('ride search without its ends and time');
    const page = data.page ?? 0;
    // The first page searches; later pages show what it found (and `0` goes back page by page).
    const listed = page > 0 && data.rides ? data.rides : await search(ctx, from, to, at);
    const shown = listed.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
    if (shown.length === 0) return { lines: [ctx.t('ussd.noRides')] };
    const lines = shown.map((ride, i) => {
      const time = formatNairobiTime(new Date(ride.departure), ctx.language);
      const left = ctx.t('ussd.seatsLeft', { seats: ride.left });
      return `${i + 1} ${time} ${name(short(ride.from))}>${name(short(ride.to))} ${formatKsh(ride.price)} ${left}`;
    });
    const more = listed.length > (page + 1) * PER_PAGE ? [ctx.t('ussd.more')] : [];
    return { lines: [ctx.t('ussd.rides'), ...lines, ...more], data: { ...data, rides: listed } };
  },
  async answer(ctx, data, input) {
    const listed = data.rides ?? [];
    const page = data.page ?? 0;
    if (input === '9' && listed.length > (page + 1) * PER_PAGE) {
      return { go: 'rides', data: { page: page + 1 } };
    }
    const n = choice(input, Math.min(PER_PAGE, listed.length - page * PER_PAGE));
    const ride = n ? listed[page * PER_PAGE + n - 1] : undefined;
    return ride ? { go: 'ride', data: { ride } } : { retry: ctx.t('ussd.hint') };
  },
};

async function search(
  ctx: Parameters<Screen['show']>[0],
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
  at: string,
): Promise<ListedRide[]> {
  const found = await searchRides(
    ctx.deps.db,
    {
      pickupLatitude: from.latitude,
      pickupLongitude: from.longitude,
      destinationLatitude: to.latitude,
      destinationLongitude: to.longitude,
      departureDate: at,
      maxDistance: SEARCH_RADIUS_KM.default,
      maxResults: MAX_RESULTS,
      // Full rides would take the places of those with seats in the list's first 40.
      minSeats: 1,
    },
    userOf(ctx).id,
  );
  return found.map((ride) => ({
    id: ride.id,
    departure: ride.departureTime.toISOString(),
    from: placeIn(ctx.language, ride.pickupLocation.address),
    to: placeIn(ctx.language, ride.destination.address, 'theDestination'),
    price: ride.pricePerSeat,
    left: ride.availableSeats,
    driver: ride.driverName,
    car: [ride.vehicleDetails.color, ride.vehicleDetails.model].filter(Boolean).join(' '),
    approval: ride.approvalRequired,
  }));
}

export const ride: Screen = {
  async show(ctx, data) {
    const r = data.ride;
    if (!r) throw new Error('ride screen without a ride');
    const text = ctx.t('ussd.ride', {
      when: formatNairobiDateTime(new Date(r.departure), ctx.language),
      from: short(r.from, 20),
      to: short(r.to, 20),
      driver: short(r.driver, 20),
      car: short(r.car, 20),
      price: formatKsh(r.price),
      left: ctx.t('ussd.seatsLeft', { seats: r.left }),
    });
    return { lines: [text] };
  },
  async answer(ctx, _data, input) {
    return input === '1' ? { go: 'seats' } : { retry: ctx.t('ussd.hint') };
  },
};

const maxSeats = (ride: ListedRide | undefined) => Math.min(MAX_SEATS, ride?.left ?? 0);

export const seats: Screen = {
  async show(ctx, data) {
    return { lines: [ctx.t('ussd.seats', { max: maxSeats(data.ride) })] };
  },
  async answer(ctx, data, input) {
    const n = choice(input, maxSeats(data.ride));
    return n ? { go: 'confirm', data: { seats: n } } : { retry: ctx.t('ussd.hint') };
  },
};

function cost(ctx: Parameters<Screen['show']>[0], ride: ListedRide | undefined, seats = 1) {
  if (!ride) throw new Error('confirmation without a ride');
  const total = ride.price * seats;
  const balance = userOf(ctx).accountBalance;
  return { ride, total, balance, missing: Math.max(0, total - balance) };
}

export const confirm: Screen = {
  async show(ctx, data) {
    const { ride, total, balance, missing } = cost(ctx, data.ride, data.seats);
    const amounts = { total: formatKsh(total), balance: formatKsh(balance) };
    if (missing > 0) {
      return { lines: [ctx.t('ussd.short', { ...amounts, missing: formatKsh(missing) })] };
    }
    const when = formatNairobiDateTime(new Date(ride.departure), ctx.language);
    const approval = ride.approval ? 'yes' : 'no';
    return { lines: [ctx.t('ussd.confirm', { ...amounts, seats: data.seats, when, approval })] };
  },
  async answer(ctx, data, input) {
    if (input !== '1') return { retry: ctx.t('ussd.hint') };
    const { ride, missing } = cost(ctx, data.ride, data.seats);
    if (missing > 0) {
      await promptMpesa(ctx, missing);
      return { end: ctx.t('ussd.stkThenBook', { amount: formatKsh(missing) }) };
    }
    const booking = await bookSeats(ctx.deps, userOf(ctx), {
      rideId: ride.id,
      numberOfSeats: data.seats ?? 1,
    });
    // docs/product-rules.md "Drivers who confirm each passenger": paid, waiting for the answer.
    if (booking.status === 'requested') {
      const until = booking.requestExpiresAt ?? booking.departureTime;
      return {
        end: ctx.t('ussd.requested', {
          until: formatNairobiDateTime(until, ctx.language),
          amount: formatKsh(booking.totalAmount),
        }),
      };
    }
    return {
      end: ctx.t('ussd.booked', {
        code: booking.boardingCode,
        when: formatNairobiDateTime(booking.departureTime, ctx.language),
        from: short(ride.from, 20),
      }),
    };
  },
};
