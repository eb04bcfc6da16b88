import { defineErrors } from './define-errors.ts';

/** Errors any route may answer: sign-in, guards, limits, malformed requests, our own failures. */
export const COMMON_ERRORS = defineErrors({
  not_authenticated: { status: 401, message: 'Not authenticated. Please log in.' },
  agents_only: { status: 403, message: 'Only verification agents can do this.' },
  origin_refused: {
    status: 403,
    message: 'This request was refused: it must come from the Pamoja app.',
  },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a minute and try again.' },
  too_many_lookups: { status: 429, message: 'Too many lookups. Please try again later.' },
  /** A field its schema refused; the answer's message names the field and the rule. */
  invalid_request: { status: 400, message: 'The request is not valid.' },
  phone_invalid: { status: 400, message: 'Invalid Kenyan phone number format' },
  text_has_nul: { status: 400, message: 'Text cannot contain the NUL character (U+0000).' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  empty_body: { status: 400, message: 'The request body is empty.' },
  body_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  /** A provider's callback (USSD, SMS) sent anything but its form fields. */
  form_body_required: {
    status: 415,
    message:
      "Send the provider's form fields as the request body (Content-Type: application/x-www-form-urlencoded).",
  },
  invalid_content_length: {
    status: 400,
    message: 'The request body does not match its Content-Length.',
  },
  /** Any other request the HTTP layer refused; the message is its own. */
  bad_request: { status: 400, message: 'The request could not be read.' },
  route_not_found: { status: 404, message: 'No such API route: {method} {path}' },
  not_found: { status: 404, message: 'Not found' },
  metrics_token_required: {
    status: 401,
    message: 'Send the metrics token as Authorization: Bearer <token>.',
  },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  database_unavailable: {
    status: 503,
    message: "Pamoja can't reach its database right now. Please try again in a moment.",
  },
});
