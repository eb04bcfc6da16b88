import { describe, expect, it } from 'vitest';
import type { HistoryItem, ScheduledRide, UpcomingBooking } from './dashboard-api';
import {
  formatOverviewRating,
  recentActivity,
  recentActivityRow,
  scheduledRideRow,
  upcomingTripRow,
} from './home-format';

const now = new Date('2026-11-21T16:00:00Z'); // Saturday 19:00 in Nairobi
const nbsp = '\u00a0';
const ruiru = { address: 'Ruiru Town, Kiambu', latitude: -1.146, longitude: 36.961 };
const kencom = { address: 'Nairobi CBD (Kencom)', latitude: -1.286, longitude: 36.825 };
const vehicle = {
  make: 'Toyota',
  model: 'Fielder',
  color: 'Silver',
  licensePlate: 'KDA 123B',
  photoUrl: null,
};

const booking: UpcomingBooking = {
  id: 'b1',
  scheduledCommuteId: 'r1',
  passengerId: 'p1',
  status: 'booked',
  paymentStatus: 'paid',
  bookingDate: '2026-11-20T08:00:00.000Z',
  numberOfSeats: 2,
  totalAmount: 400,
  notes: null,
  pickupLocation: ruiru,
  customPickupLatitude: null,
  customPickupLongitude: null,
  customPickupAddress: null,
  destination: kencom,
  departureTime: '2026-11-23T03:40:00.000Z',
  estimatedDuration: 50,
  pricePerSeat: 200,
  driverName: 'Peter Otieno',
  driverPhone: null,
  driverRating: 4.8,
  driverRatingCount: 12,
  driverProfilePictureUrl: null,
  vehicleDetails: vehicle,
  rideStatus: 'active',
  boardingCode: '4821',
  boardingStatus: 'waiting',
  myRating: null,
  reportNoShowUntil: null,
  seriesId: null,
  seriesBookingId: null,
  freeCancellationUntil: '2026-11-20T06:00:00.000Z',
  cancelledBy: null,
  keptAmount: 0,
  rebookedAsId: null,
  requestExpiresAt: null,
  declineReason: null,
};

const ride: ScheduledRide = {
  id: 'r2',
  status: 'scheduled',
  departureTime: '2026-11-21T17:30:00.000Z',
  startedAt: null,
  pickupLocation: ruiru,
  destination: kencom,
  pricePerSeat: 250,
  availableSeats: 3,
  bookedSeats: 1,
  estimatedDuration: null,
  totalDistance: null,
  notes: null,
  isRecurring: false,
  seriesId: null,
  vehicleDetails: vehicle,
  approvalRequired: false,
};

function historyItem(overrides: Partial<HistoryItem>): HistoryItem {
  return {
    id: 'h',
    type: 'passenger',
    status: 'completed',
    pickupLocation: ruiru,
    destination: kencom,
    departureTime: '2026-11-20T04:00:00.000Z',
    numberOfSeats: 1,
    totalAmount: 1500,
    pricePerSeat: 1500,
    ...overrides,
  };
}

describe('the home screen trip lists', () => {
  it('shows a rating with one decimal, or N/A for nobody rated yet', () => {
    expect(formatOverviewRating(4.75)).toBe('4.8');
    expect(formatOverviewRating(5)).toBe('5.0');
    expect(formatOverviewRating(null)).toBe('N/A');
    expect(formatOverviewRating(undefined)).toBe('N/A');
    expect(formatOverviewRating(0)).toBe('N/A');
  });

  it('reads an upcoming booking as route, Nairobi time, status, total and seats', () => {
    expect(upcomingTripRow(booking, now)).toEqual({
      id: 'b1',
      from: 'Ruiru Town, Kiambu',
      to: 'Nairobi CBD (Kencom)',
      when: `Nov 23, 6:40${nbsp}AM`,
      status: 'booked',
      amount: 'KSh 400',
      detail: '2 seats',
      boardingCode: '4821',
      link: { href: '/trip/r1', label: 'Open trip' },
    });
  });

  it('shows a booking on a started ride as in progress', () => {
    expect(upcomingTripRow({ ...booking, rideStatus: 'in_progress' }, now).status).toBe(
      'in_progress',
    );
  });

  it('reads a scheduled ride with its price per seat and the seats booked', () => {
    expect(scheduledRideRow(ride, now)).toMatchObject({
      when: `8:30${nbsp}PM`,
      status: 'scheduled',
      amount: 'KSh 250 per seat',
      detail: '1 of 4 seats booked',
      // 8:30 pm today, 90 minutes away: the start window is not open yet.
      link: { href: '/trip/r2', label: 'Open trip' },
    });
    expect(scheduledRideRow({ ...ride, availableSeats: 0, bookedSeats: 1 }, now).detail).toBe(
      '1 of 1 seat booked',
    );
  });

  it('says whose trip a recent one was and what it cost', () => {
    expect(recentActivityRow(historyItem({ id: 'x', type: 'driver' }), now)).toMatchObject({
      id: 'driver-x',
      amount: 'KSh 1,500',
      detail: 'As Driver',
      status: 'completed',
    });
    expect(recentActivityRow(historyItem({ id: 'x' }), now).detail).toBe('As Passenger');
  });

  it('keeps the first 3 completed trips of the history', () => {
    const items = [
      historyItem({ id: '1' }),
      historyItem({ id: '2', status: 'cancelled' }),
      historyItem({ id: '3', type: 'driver' }),
      historyItem({ id: '4' }),
      historyItem({ id: '5' }),
    ];
    expect(recentActivity(items).map((item) => item.id)).toEqual(['1', '3', '4']);
    expect(recentActivity([])).toEqual([]);
  });
});
