/**
 * Every USSD screen text (English), in ICU MessageFormat (features/ussd). A screen is at most 182
 * characters with its `CON `/`END ` prefix, so these stay short; lists and navigation lines are
 * added by the screens. Times arrive formatted (shared/nairobi-time.ts), amounts as `KSh 1,200`.
 */
export const USSD_EN = {
  'ussd.welcome': 'Welcome to Pamoja: carpools to work.\n1 Register\n2 Kiswahili',
  'ussd.firstName': 'Register: your first name?',
  'ussd.lastName': 'Your last name?',
  'ussd.nameHint': 'Type a name of 2 to 50 letters.',
  'ussd.main':
    'Pamoja\n1 Find a ride\n2 My trips\n3 Tokens\n4 Language / Lugha{driver, select, yes {\n5 Rides I drive today} other {}}',
  'ussd.back': '0 Back 00 Menu',
  'ussd.hint': 'Choose a number from the list.',
  'ussd.from': 'From where?',
  'ussd.to': 'To where?',
  'ussd.typePlace': 'Or type a place or stage',
  'ussd.home': 'Home',
  'ussd.work': 'Work',
  'ussd.placeHint': 'Type 3 or more letters of a place.',
  'ussd.noPlace': 'No place matches that. Try another name.',
  'ussd.matches': 'Which one?',
  'ussd.when': 'When?\n1 Next 3 hours\n2 Later today\n3 Tomorrow morning',
  'ussd.hours': 'From what time?',
  'ussd.noHours': 'No more times today.',
  'ussd.rides': 'Rides:',
  'ussd.seatsLeft': '{seats, plural, =0 {full} one {# seat} other {# seats}}',
  'ussd.more': '9 More',
  'ussd.noRides': 'No rides then. Try another time.',
  'ussd.ride': '{when}\n{from} to {to}\n{driver}, {car}\n{price} a seat, {left}\n1 Book',
  'ussd.full': 'This ride is full.',
  'ussd.seats': 'How many seats? 1-{max}',
  'ussd.confirm':
    'Book {seats, plural, one {# seat} other {# seats}}, {when}.\nTotal {total}. Balance {balance}.{approval, select, yes {\nThe driver confirms each passenger: all back if not.} other {}}\n1 Confirm',
  'ussd.short': 'Total {total}, your balance {balance}.\n1 Top up {missing} with M-Pesa',
  'ussd.booked':
    'Booked! Boarding code {code}. {when}, from {from}. Tell the driver the code. We sent it by SMS.',
  'ussd.requested':
    'Request sent. The driver answers by {until}; if not, your {amount} comes back. We will text you.',
  'ussd.stkSent':
    'Enter your M-Pesa PIN on the prompt for {amount}. Your tokens arrive when you pay.',
  'ussd.stkThenBook': 'Enter your M-Pesa PIN on the prompt for {amount}, then dial again to book.',
  'ussd.trips': 'Your trips:',
  'ussd.noTrips': 'You have no trips coming up.',
  'ussd.trip':
    '{when}\n{from} to {to}\n{seats, plural, one {# seat} other {# seats}}, boarding code {code}\n1 Cancel booking',
  'ussd.waiting': 'waiting',
  'ussd.tripRequested':
    '{when}\n{from} to {to}\n{seats, plural, one {# seat} other {# seats}}, waiting for the driver until {until}\n1 Cancel request',
  'ussd.cancelTrip':
    '{kept, plural, =0 {Cancel this booking? {amount} goes back to your tokens.} other {Cancel this booking? Less than 2 hours to go: {amount} back to your tokens, {keptAmount} to the driver.}}\n1 Yes, cancel',
  'ussd.tripCancelled':
    'Booking cancelled. {amount} is back in your tokens.{kept, plural, =0 {} other { {keptAmount} goes to the driver.}}',
  'ussd.tokens': 'Balance: {balance}\n1 Top up with M-Pesa',
  'ussd.amount': 'How much? (KSh)',
  'ussd.amountHint': 'Type whole shillings, {min} to {max}.',
  'ussd.language': 'Language / Lugha\n1 English\n2 Kiswahili',
  'ussd.languageSaved': 'Language saved.',
  'ussd.driverRides': 'Your rides today:',
  'ussd.noDriverRides': 'You have no more rides today.',
  'ussd.passengers':
    '{passengers, plural, =0 {no passengers} one {# passenger} other {# passengers}}',
  'ussd.requests': '{requests, plural, one {# request} other {# requests}} to answer in the app',
  'ussd.driverRide': '{when}\n{from} to {to}\n{passengers}\n1 Cancel ride',
  'ussd.cancelRide':
    'Cancel this ride? Passengers get their tokens back and an SMS.{late, select, yes { Less than 12 hours to go: a late cancellation, which passengers see.} other {}}\n1 Yes, cancel',
  'ussd.rideCancelled':
    'Ride cancelled. {passengers, plural, =0 {Nobody had booked.} one {# passenger refunded and told by SMS.} other {# passengers refunded and told by SMS.}}',
  'ussd.sorry': 'Sorry, something went wrong. Please dial again.',
  'ussd.expired': 'Your session timed out. Please dial again.',
  'ussd.notKenyan': 'Pamoja is for Kenyan mobile numbers.',
} as const;
