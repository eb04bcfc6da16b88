/**
 * Every SMS, push and in-app notification text (English), in ICU MessageFormat.
 *
 * - `sms.*`: an SMS alone (no inbox row): the sign-in code, SOS, a shared trip.
 * - `notice.<name>.title|body|sms`: one notification (notifications/notify.ts): its inbox and push
 *   title, its inbox and push body, and the SMS sent when push does not reach the person;
 *   `noticeText` (features/notifications/notice-text.ts) renders the three from one set of values.
 * - `label.*`: what stands in an SMS for a place or a person whose own words were unusable
 *   (notifications/sms-label.ts).
 *
 * Places and names arrive already cleaned (sms-label.ts), dates and times already formatted in
 * the language (shared/nairobi-time.ts), amounts as `KSh 1,200` (`amount`, `price`, `balance`)
 * beside the number (`total`, `refund`, `takenBack`) that chooses whether to say them.
 */
export const SMS_EN = {
  'sms.signInCode':
    'Your Pamoja code is {code}. It expires in {minutes} minutes. Never share it: Pamoja will never ask you for it.',
  'sms.sos':
    '{name} pressed SOS on a Pamoja trip in {car}, plate {plate}. {located, select, yes {Last known position: {position}.} other {Last known position: unknown.}} Follow the trip: {url}. Call 999 or 112 if you cannot reach them.',
  'sms.shareTrip':
    'Pamoja: {name} is sharing their trip with you. Follow it live: {url} (the link stops 1 hour after the trip ends).',
  // To a phone just added as someone's emergency contact (safety/emergency-contacts.ts).
  'sms.emergencyContactConsent':
    'Pamoja: {name} named you as their emergency contact: if they press SOS on a Pamoja trip, we will text you. Reply NO to be removed.',

  // Answers to SMS people send us (features/sms/answer-inbound-sms.ts); `ussd` is the USSD code.
  'sms.reply.stopped':
    'Pamoja: you will no longer get ride alerts and trip reminders by SMS. Send START to get them again.',
  'sms.reply.started':
    'Pamoja: ride alerts and trip reminders by SMS are on again. Send STOP to turn them off.',
  'sms.reply.trips':
    'Pamoja: {count, plural, one {your next trip} other {your next trips}}: {trips}',
  'sms.reply.trip': '{when}, {from} to {to}, boarding code {boardingCode}',
  'sms.reply.noTrips': 'Pamoja: you have no upcoming trips. Dial {ussd} to find a ride.',
  'sms.reply.balance': 'Pamoja: your token balance is {balance}.',
  'sms.reply.noAccount': 'Pamoja: this number has no Pamoja account. Dial {ussd} to register.',
  'sms.reply.help':
    'Pamoja SMS: TRIPS for your next trips, BAL for your token balance, STOP to stop ride alert SMS, START to get them again. Or dial {ussd}.',
  // NO from an emergency contact (safety/decline-emergency-contact.ts).
  'sms.reply.contactRemoved':
    'Pamoja: you are no longer the emergency contact of {name}. We have told them.',
  'sms.reply.notAContact': "Pamoja: this number is not anyone's emergency contact on Pamoja.",

  'label.thePickup': 'the pickup',
  'label.yourDestination': 'your destination',
  'label.theDestination': 'the destination',
  'label.aPassenger': 'A passenger',
  'label.yourDriver': 'Your driver',
  'label.aCar': 'a car',
  'label.yourContact': 'Your contact',
  'label.aPamojaMember': 'A Pamoja member',
  'label.pamojaUser': 'Pamoja user',
  'label.everyDay': 'Every day',

  // Booking seats (rides/book-seats.ts): the passenger, then the driver.
  'notice.seatBooked.title': 'Seat booked',
  'notice.seatBooked.body':
    '{seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}. Boarding code {boardingCode}.',
  'notice.seatBooked.sms':
    'Pamoja: booked {seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}.{total, plural, =0 {} other { {amount} paid from your tokens.}} Your boarding code is {boardingCode}: tell it to the driver when you get in.',
  'notice.newBooking.title': 'New booking',
  'notice.newBooking.body':
    '{passenger} booked {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}. {left} left.',
  'notice.newBooking.sms':
    'Pamoja: {passenger} booked {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}.{custom, select, yes { Pickup: {pickup}.} other {}} {left} left.',

  // Drivers who confirm each passenger (rides/booking-request-notices.ts): the request, then the
  // driver's answer or its expiry. The decline's reason is free text: the inbox shows it, an SMS
  // never does (docs/product-rules.md "Drivers who confirm each passenger").
  'notice.requestSent.title': 'Request sent to the driver',
  'notice.requestSent.body':
    '{seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}. The driver answers by {until}; if they decline or do not answer, {total, plural, =0 {nothing is lost} other {your {amount} comes back}}.',
  'notice.requestSent.sms':
    'Pamoja: you asked for {seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}.{total, plural, =0 {} other { {amount} paid from your tokens.}} The driver answers by {until}; if they decline or do not answer, it all comes back.',
  'notice.bookingRequest.title': '{passenger} asks to ride with you',
  'notice.bookingRequest.body':
    '{seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}. Approve or decline by {until}, or the request expires.',
  'notice.bookingRequest.sms':
    'Pamoja: {passenger} asks for {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}. Approve or decline by {until}: {link}',
  'notice.requestApproved.title': 'Booking confirmed',
  'notice.requestApproved.body':
    '{driver} confirmed you: {seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}. Boarding code {boardingCode}.',
  'notice.requestApproved.sms':
    'Pamoja: {driver} confirmed your booking: {seats, plural, one {# seat} other {# seats}} from {pickup} to {destination}, {when}. Your boarding code is {boardingCode}: tell it to the driver when you get in.',
  'notice.requestDeclined.title': 'The driver cannot take you',
  'notice.requestDeclined.body':
    '{pickup} to {destination}, {when}.{reason, select, none {} other { The driver said: {reasonText}}}{refund, plural, =0 {} other { {amount} is back in your tokens.}}',
  'notice.requestDeclined.sms':
    'Pamoja: the driver cannot take you on the ride from {pickup} to {destination}, {when}.{refund, plural, =0 {} other { {amount} is back in your tokens.}} Find another ride at {link}',
  'notice.requestExpired.title': 'No answer from the driver',
  'notice.requestExpired.body':
    '{pickup} to {destination}, {when}: the driver did not answer in time.{refund, plural, =0 {} other { {amount} is back in your tokens.}}',
  'notice.requestExpired.sms':
    'Pamoja: the driver did not answer your request for the ride from {pickup} to {destination}, {when}.{refund, plural, =0 {} other { {amount} is back in your tokens.}} Find another ride at {link}',
  // To the driver, in the inbox and by push only: nothing for them to do.
  'notice.requestLapsed.title': 'A request expired',
  'notice.requestLapsed.body':
    '{passenger} asked for {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}, and got no answer. The seats are free again.',
  'notice.requestWithdrawn.title': 'A request was withdrawn',
  'notice.requestWithdrawn.body':
    'A passenger withdrew their request for {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}.',

  // Cancelling (rides/cancel-booking.ts, rides/cancel-ride.ts).
  'notice.passengerCancelled.title': 'A passenger cancelled',
  'notice.passengerCancelled.body':
    '{seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}. {free} seats free now.{kept, plural, =0 {} other { You get {keptAmount} of their fare when the ride completes.}}',
  'notice.passengerCancelled.sms':
    'Pamoja: a passenger cancelled {seats, plural, one {# seat} other {# seats}} on your ride from {from}, {when}. {free} seats free now.{kept, plural, =0 {} other { You get {keptAmount} of their fare when the ride completes.}}',
  'notice.bookingCancelled.title': 'Booking cancelled',
  'notice.bookingCancelled.body':
    '{from} to {to}, {when}.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{kept, plural, =0 {} other { {keptAmount} goes to the driver: you cancelled less than 2 hours before departure.}}',
  'notice.bookingCancelled.sms':
    'Pamoja: your booking from {from} to {to}, {when}, is cancelled.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{kept, plural, =0 {} other { {keptAmount} goes to the driver: you cancelled less than 2 hours before departure.}}',
  'notice.rideCancelled.title': 'Ride cancelled by the driver',
  'notice.rideCancelled.body':
    '{from} to {to}, {when}.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{next, select, yes { Another ride leaves at {nextTime}: rebook it in one tap in My Trips.} other {}}',
  'notice.rideCancelled.sms':
    'Pamoja: your ride from {from} to {to}, {when}, was cancelled by the driver.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{next, select, yes { Another ride leaves at {nextTime}: rebook in one tap at {link}} no { Find another ride at {link}} other {}}',
  // A passenger who cancelled late gets the kept half back when the driver cancels the ride.
  'notice.keptReturned.title': 'Your kept fare is back',
  'notice.keptReturned.body':
    'The driver cancelled the ride from {from}, {when}: the {amount} kept when you cancelled is back in your tokens.',
  'notice.keptReturned.sms':
    'Pamoja: the driver cancelled the ride from {from}, {when}. The {amount} kept when you cancelled your booking is back in your tokens.',
  // Drivers who cancel late (rides/late-cancellations.ts).
  'notice.publishingSuspended.title': 'You cannot offer rides until {until}',
  'notice.publishingSuspended.body':
    'You cancelled {count} rides with booked passengers less than 12 hours before departure within 30 days. Passengers count on the rides they book. The rides you already offer stay on.',
  'notice.publishingSuspended.sms':
    'Pamoja: you cancelled {count} rides with booked passengers less than 12 hours before departure within 30 days, so you cannot offer new rides until {until}. The rides you already offer stay on.',

  // Regular bookings (series/series-booking-notices.ts, series/cancel-series-booking.ts).
  'notice.seriesBooked.title': 'Regular trip booked',
  'notice.seriesBooked.body':
    '{seats, plural, one {# seat} other {# seats}} on {rides, plural, one {# ride} other {# rides}} from {from} to {to}, {days} at {time}, {first} to {last}.{total, plural, =0 {} other { {amount} paid from your tokens.}}',
  'notice.seriesBooked.sms':
    'Pamoja: booked {seats, plural, one {# seat} other {# seats}} on {rides, plural, one {# ride} other {# rides}} from {from} to {to}, {days} at {time}, {first} to {last}.{total, plural, =0 {} other { {amount} paid from your tokens.}} Your boarding codes are in My Trips.',
  'notice.newRegularPassenger.title': 'New regular passenger',
  'notice.newRegularPassenger.body':
    '{passenger} booked {seats, plural, one {# seat} other {# seats}} on {rides, plural, one {# ride} other {# rides}} of your ride from {from}, {days} at {time}, {first} to {last}.',
  'notice.newRegularPassenger.sms':
    'Pamoja: {passenger} booked {seats, plural, one {# seat} other {# seats}} on {rides, plural, one {# ride} other {# rides}} of your ride from {from}, {days} at {time}, {first} to {last}.',
  'notice.seriesCancelled.title': 'Regular trip cancelled',
  'notice.seriesCancelled.body':
    '{rides, plural, one {# ride} other {# rides}} from {from} to {to} cancelled.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{kept, plural, =0 {} other { {keptAmount} goes to the driver of the ride less than 2 hours away.}}',
  'notice.seriesCancelled.sms':
    'Pamoja: your regular booking from {from} to {to} is cancelled: {rides, plural, one {# ride} other {# rides}}.{refund, plural, =0 {} other { {amount} is back in your tokens.}}{kept, plural, =0 {} other { {keptAmount} goes to the driver of the ride less than 2 hours away.}}',
  'notice.regularPassengerCancelled.title': 'Regular passenger cancelled',
  'notice.regularPassengerCancelled.body':
    '{passenger} cancelled {rides, plural, one {# ride} other {# rides}} of your ride from {from}.{kept, plural, =0 {} other { You get {keptAmount} of their fare when the ride completes.}}',
  'notice.regularPassengerCancelled.sms':
    'Pamoja: {passenger} cancelled their regular booking: {rides, plural, one {# ride} other {# rides}} of your ride from {from}.{kept, plural, =0 {} other { You get {keptAmount} of their fare when the ride completes.}}',

  // Trip day (trips/start-trip.ts, mark-no-show.ts, report-no-show.ts, resolve-dispute.ts).
  'notice.driverOnTheWay.title': '{driver} is on the way',
  'notice.driverOnTheWay.body':
    '{vehicle, select, yes {To {pickup} in a {car} {plate}. Follow the trip.} other {To {pickup}. Follow the trip.}}',
  'notice.driverOnTheWay.sms':
    '{vehicle, select, yes {Pamoja: {driver} is on the way to {pickup} in a {car} {plate}. Follow the trip: {link}} other {Pamoja: {driver} is on the way to {pickup}. Follow the trip: {link}}}',
  'notice.markedNoShow.title': 'Marked as not showing up',
  'notice.markedNoShow.body':
    'Your driver marked you absent for the ride from {from}, {when}. If the driver never came, report it in My Trips.',
  'notice.markedNoShow.sms':
    'Pamoja: your driver marked you as not showing up for the ride from {from}, {when}. If the driver never came, report it in My Trips within 24 hours after the trip ends.',
  'notice.driverNeverCame.title': 'A passenger said you never came',
  'notice.driverNeverCame.body':
    'Your ride from {from}, {when}. {refund, plural, =0 {A strike is recorded against you.} other {Their {amount} went back to them and a strike is recorded against you.}}',
  'notice.driverNeverCame.sms':
    'Pamoja: a passenger of your ride from {from}, {when}, said you never came. {refund, plural, =0 {A strike is recorded against you.} other {Their {amount} went back to them and a strike is recorded against you.}} Mark passengers on board with their code.',
  'notice.reportDriverPaid.title': 'Your report was looked into',
  'notice.reportDriverPaid.body': 'About the ride from {from}, {when}: the driver keeps the fare.',
  'notice.reportDriverPaid.sms':
    'Pamoja: we looked into your report about the ride from {from}, {when}. The driver keeps the fare.',
  'notice.reportUpheld.title': 'Your report was looked into',
  'notice.reportUpheld.body':
    'About the ride from {from}, {when}.{refund, plural, =0 { It is upheld.} other { {amount} is back in your tokens.}}',
  'notice.reportUpheld.sms':
    'Pamoja: we looked into your report about the ride from {from}, {when}.{refund, plural, =0 { It is upheld.} other { {amount} is back in your tokens.}}',
  'notice.reportAgainstYouUpheld.title': 'A report against you was upheld',
  'notice.reportAgainstYouUpheld.body':
    "An agent upheld a passenger's report that you never came for the ride from {from}, {when}.{takenBack, plural, =0 { A strike is recorded.} other { {amount} was taken back from your balance and a strike is recorded.}}",
  'notice.reportAgainstYouUpheld.sms':
    "Pamoja: an agent upheld a passenger's report that you never came for the ride from {from}, {when}.{takenBack, plural, =0 { A strike is recorded against you.} other { {amount} was taken back from your balance and a strike is recorded against you.}}",

  // An emergency contact answered NO (safety/decline-emergency-contact.ts).
  'notice.emergencyContactDeclined.title': 'Emergency contact removed',
  'notice.emergencyContactDeclined.body':
    '{name} ({phone}) answered NO: they will not be texted if you press SOS. Choose another emergency contact.',
  'notice.emergencyContactDeclined.sms':
    'Pamoja: {name} ({phone}) answered NO to being your emergency contact and was removed. Choose another one in the app.',

  // Money (wallet/transfers.ts, payouts/payouts.ts).
  'notice.tokensSent.title': 'Tokens sent',
  'notice.tokensSent.body': '{amount} to {name} ({phone}). Your balance is {balance}.',
  'notice.tokensSent.sms':
    'Pamoja: you sent {amount} in tokens to {name} ({phone}). Your balance is {balance}.',
  'notice.tokensReceived.title': 'Tokens received',
  'notice.tokensReceived.body': '{name} ({phone}) sent you {amount}. Your balance is {balance}.',
  'notice.tokensReceived.sms':
    'Pamoja: {name} ({phone}) sent you {amount} in tokens. Your balance is {balance}.',
  'notice.payoutSent.title': 'Payout sent',
  'notice.payoutSent.body': '{amount} was sent to your M-Pesa.',
  'notice.payoutSent.sms': 'Pamoja: {amount} was sent to your M-Pesa.',
  'notice.payoutFailed.title': 'Payout failed',
  'notice.payoutFailed.body': 'M-Pesa could not take {amount}. It is back in your tokens.',
  'notice.payoutFailed.sms':
    'Pamoja: your payout of {amount} to M-Pesa failed. It is back in your tokens.',

  // Agents' decisions on a National ID (documents/documents.ts).
  'notice.idVerified.title': 'National ID verified',
  'notice.idVerified.body': 'You are now a Verified Driver and can schedule rides.',
  'notice.idVerified.sms':
    'Pamoja: your National ID has been verified. You are now a Verified Driver and can schedule rides.',
  'notice.idNotVerified.title': 'National ID not verified',
  'notice.idNotVerified.body': 'Reason: {reason} Please upload a new photo.',
  'notice.idNotVerified.sms':
    'Pamoja: we could not verify your National ID. Reason: {reason} Please upload a new photo in the app.',

  // Ride alerts (alerts/alert-message.ts): one ride, or a series' departures from a date.
  'notice.rideAlert.title': 'A ride for your alert',
  'notice.rideAlert.body':
    '{series, select, yes {{from} → {to}, {days} at {time} from {day}, {price} a seat, {seats, plural, one {# seat} other {# seats}}} other {{from} → {to}, {day}, {time}, {price} a seat, {seats, plural, one {# seat} other {# seats}}}}',
  'notice.rideAlert.sms':
    '{series, select, yes {Pamoja: a ride for your alert: {from} to {to}, {days} at {time} from {day}, {price} a seat, {seats, plural, one {# seat} other {# seats}}. Stop alerts: {stop}} other {Pamoja: a ride for your alert: {from} to {to}, {day}, {time}, {price} a seat, {seats, plural, one {# seat} other {# seats}}. Stop alerts: {stop}}}',
} as const;
