import { WEEK, WORKWEEK } from '../../../shared/weekdays';

/**
 * The days offered for booking a ride regularly, Monday first. Only its driver may read the
 * series' own days, so a passenger is offered Monday to Friday (plus the ride's own day when it
 * is a weekend) and the server says which chosen days have no departure. A workday ride starts
 * with the whole working week chosen, as most commuters want; a weekend ride with its own day.
 */
export function regularDayChoices(rideWeekday: number): { choices: number[]; chosen: number[] } {
  const workday = (WORKWEEK as readonly number[]).includes(rideWeekday);
  const choices = WEEK.map((day) => day.value).filter(
    (day) => (WORKWEEK as readonly number[]).includes(day) || day === rideWeekday,
  );
  return { choices, chosen: workday ? [...WORKWEEK] : [rideWeekday] };
}

/** What one departure costs the passenger, paid for every date at once. */
export function eachTripTotal(pricePerSeat: number, seats: number): number {
  return pricePerSeat * seats;
}
