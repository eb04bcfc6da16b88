import { defineErrors } from './define-errors.ts';

/** Trip day: starting, positions, boarding, no-shows, sharing, SOS, disputes and incidents. */
export const TRIP_ERRORS = defineErrors({
  trip_start_too_early: {
    status: 409,
    message: 'You can start this trip from 30 minutes before departure.',
  },
  trip_start_too_late: {
    status: 409,
    message: 'This trip can no longer be started: its time is over.',
  },
  trip_cancelled: { status: 409, message: 'This ride was cancelled.' },
  trip_already_started: { status: 409, message: 'This trip has already started.' },
  trip_already_ended: { status: 409, message: 'This trip has already ended.' },
  trip_not_started: { status: 409, message: 'Start the trip first.' },
  position_too_frequent: {
    status: 429,
    message: 'Positions are taken at most once every 2 seconds.',
  },
  wrong_boarding_code: {
    status: 422,
    message:
      'That boarding code is not right. {triesLeft, plural, =0 {No tries are left.} one {# try is left.} other {# tries are left.}}',
  },
  boarding_code_locked: {
    status: 429,
    message:
      'Too many wrong codes for this passenger. Ask them to show you the code on their trip screen.',
  },
  already_boarded: { status: 409, message: 'This passenger is already on board.' },
  no_show_too_early: {
    status: 409,
    message: 'You can mark a passenger who never came from 10 minutes after departure.',
  },
  no_show_report_closed: {
    status: 409,
    message: 'You can report a driver who never came within 24 hours after the trip ends.',
  },
  no_show_already_reported: { status: 409, message: 'You have already reported this trip.' },
  dispute_not_found: { status: 404, message: 'This dispute does not exist.' },
  dispute_already_resolved: { status: 409, message: 'This dispute is already resolved.' },
  share_sms_limit: {
    status: 429,
    message: 'You have already sent this trip to 5 phones.',
  },
  share_sms_daily_limit: {
    status: 429,
    message:
      'You can text a trip link at most {limit} times a day. Copy the link and send it yourself instead.',
  },
  share_sms_phone_limit: {
    status: 429,
    message:
      'This phone cannot be texted more trip links today (at most {fromOnePerson} from you and {fromEveryone} from everyone). Copy the link and send it yourself instead.',
  },
  share_not_found: { status: 404, message: 'This trip link does not exist.' },
  share_expired: { status: 410, message: 'This trip has ended, so its link no longer works.' },
  live_stream_limit: {
    status: 429,
    message:
      'This trip is already being followed live on too many screens. Close one, then try again.',
  },
  emergency_contact_twice: {
    status: 400,
    message: 'Each emergency contact needs a different phone number.',
  },
  emergency_contact_is_self: {
    status: 400,
    message: 'An emergency contact must be someone else: this is your own phone number.',
  },
  emergency_contacts_daily_limit: {
    status: 429,
    message: 'You can add at most {limit} new emergency contacts a day. Try again tomorrow.',
  },
  emergency_contact_declined: {
    status: 409,
    message: '{phone} answered NO to being your emergency contact, so it cannot be added again.',
  },
  sos_outside_window: {
    status: 409,
    message: 'SOS works from 1 hour before departure until 1 hour after the trip ends.',
  },
  incident_not_found: { status: 404, message: 'This incident does not exist.' },
  incident_already_resolved: { status: 409, message: 'This incident is already resolved.' },
});
