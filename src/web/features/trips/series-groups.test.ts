import { describe, expect, it } from 'vitest';
import { groupUpcoming, seriesRefund, seriesTitle } from './series-groups';
import { fromDriverTrip, fromPassengerBooking } from './trip-view';
import type { DriverTripRecord, PassengerBookingRecord } from './trips-api';

const vehicleDetails = {
  make: 'Toyota',
  model: 'Fielder',
  color: 'Silver',
  licensePlate: 'KDA 123B',
  photoUrl: null,
};
const now = new Date('2026-11-24T03:00:00.000Z'); // Tuesday 6:00 am in Nairobi

function booking(
  id: string,
  departureTime: string,
  overrides: Partial<PassengerBookingRecord> = {},
) {
  const record: PassengerBookingRecord = {
    id,
    scheduledCommuteId: `ride-${id}`,
    passengerId: 'p1',
    status: 'booked',
    paymentStatus: 'paid',
    bookingDate: '2026-11-20T05:00:00.000Z',
    numberOfSeats: 1,
    totalAmount: 200,
    notes: null,
    pickupLocation: { address: 'Ruiru Town', latitude: -1.15, longitude: 36.96 },
    customPickupLatitude: null,
    customPickupLongitude: null,
    customPickupAddress: null,
    destination: { address: 'Kencom, Nairobi CBD', latitude: -1.28, longitude: 36.82 },
    departureTime,
    estimatedDuration: 50,
    pricePerSeat: 200,
    driverName: 'Peter Kamau',
    driverPhone: null,
    driverRating: null,
    driverRatingCount: 0,
    driverProfilePictureUrl: null,
    vehicleDetails,
    rideStatus: 'active',
    boardingCode: '4821',
    boardingStatus: 'waiting',
    myRating: null,
    reportNoShowUntil: null,
    seriesId: 's1',
    seriesBookingId: 'sb1',
    // The server's rule: 2 hours before departure (booked days before).
    freeCancellationUntil: new Date(Date.parse(departureTime) - 2 * 3_600_000).toISOString(),
    cancelledBy: null,
    keptAmount: 0,
    rebookedAsId: null,
    requestExpiresAt: null,
    declineReason: null,
    ...overrides,
  };
  return fromPassengerBooking(record);
}

function ownRide(id: string, departureTime: string): ReturnType<typeof fromDriverTrip> {
  const record: DriverTripRecord = {
    id,
    status: 'scheduled',
    departureTime,
    startedAt: null,
    pickupLocation: { address: 'Westlands', latitude: -1.26, longitude: 36.8 },
    destination: { address: 'Karen', latitude: -1.32, longitude: 36.71 },
    pricePerSeat: 250,
    availableSeats: 2,
    bookedSeats: 0,
    estimatedDuration: 40,
    totalDistance: 14,
    notes: null,
    isRecurring: true,
    seriesId: 'driver-series',
    vehicleDetails,
    approvalRequired: false,
  };
  return fromDriverTrip(record);
}

// 7:30 am Nairobi on Wed 25, Thu 26, Fri 27 and Mon 30 November.
const wed = '2026-11-25T04:30:00.000Z';
const thu = '2026-11-26T04:30:00.000Z';
const fri = '2026-11-27T04:30:00.000Z';
const mon = '2026-11-30T04:30:00.000Z';

describe('regular bookings on My Trips', () => {
  it('gathers the departures of one regular booking into one card, soonest first', () => {
    const items = groupUpcoming(
      [booking('b3', fri), booking('b1', wed), booking('b2', thu)],
      [],
      now,
    );
    expect(items).toHaveLength(1);
    const [group] = items;
    expect(group?.kind).toBe('series');
    if (group?.kind !== 'series') return;
    expect(group.trips.map((t) => t.id)).toEqual(['b1', 'b2', 'b3']);
    expect(group.weekdays.sort()).toEqual([3, 4, 5]);
  });

  it('keeps single bookings, own rides and other regular bookings apart, in departure order', () => {
    const items = groupUpcoming(
      [
        booking('single', thu, { seriesBookingId: null, seriesId: null }),
        booking('a1', wed),
        booking('b1', fri, { seriesBookingId: 'sb2' }),
        booking('a2', mon),
        // A departure of the driver's own series is still the driver's own trip card.
        ownRide('r1', fri),
      ],
      [],
      now,
    );
    expect(
      items.map((item) => (item.kind === 'trip' ? item.trip.id : item.seriesBookingId)),
    ).toEqual(['sb1', 'single', 'sb2', 'r1']);
    const first = items[0];
    expect(first?.kind === 'series' && first.trips.map((t) => t.id)).toEqual(['a1', 'a2']);
  });

  it('shows the days cancelled one by one that are still ahead, not past ones or other bookings’', () => {
    const cancelled = [
      booking('gone', thu, { status: 'cancelled', paymentStatus: 'refunded' }),
      booking('long-ago', '2026-11-20T04:30:00.000Z', { status: 'cancelled' }),
      booking('other', fri, { status: 'cancelled', seriesBookingId: 'sb9' }),
      booking('done', '2026-11-23T04:30:00.000Z', { status: 'completed' }),
    ];
    const [group] = groupUpcoming([booking('b1', wed), booking('b3', fri)], cancelled, now);
    expect(group?.kind === 'series' && group.cancelledDays.map((t) => t.id)).toEqual(['gone']);
  });

  it('reads as the days, the time and how many trips are left', () => {
    const trips = [wed, thu, fri, mon, '2026-11-24T04:30:00.000Z'].map((at, n) =>
      booking(`b${n}`, at),
    );
    const [group] = groupUpcoming(trips, [], now);
    if (group?.kind !== 'series') throw new Error('expected a group');
    expect(seriesTitle(group)).toBe('Mon–Fri 7:30\u00a0am, 5 trips');
    const [one] = groupUpcoming([booking('b1', wed)], [], now);
    if (one?.kind !== 'series') throw new Error('expected a group');
    expect(seriesTitle(one)).toBe('Wed 7:30\u00a0am, 1 trip');
  });

  it('refunds what was paid for the departures left', () => {
    const [group] = groupUpcoming(
      [
        booking('b1', wed, { totalAmount: 400, numberOfSeats: 2 }),
        booking('b2', thu, { totalAmount: 400, numberOfSeats: 2 }),
      ],
      [],
      now,
    );
    if (group?.kind !== 'series') throw new Error('expected a group');
    expect(seriesRefund(group, now)).toEqual({ refunded: 800, kept: 0 });
    // Half an hour before Wednesday's departure, its half is kept for the driver.
    expect(seriesRefund(group, new Date(Date.parse(wed) - 30 * 60_000))).toEqual({
      refunded: 600,
      kept: 200,
    });
  });
});
