import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { safeParse } from 'zod/v4/core';
import { AppError } from '../errors.ts';

/**
 * A request without a body is one thing however it was sent: no Content-Type and no bytes, or
 * `Content-Type: application/json` and no bytes (as a fetch with a JSON header and no body
 * sends it). Both reach the route's schema as no body: a route whose body is optional (sharing a
 * trip, SOS) takes it, any other answers `empty_body`. JSON is read by Fastify's own parser
 * otherwise, with its guard against prototype poisoning. Routes validate with their zod schemas.
 */
export function registerRequestBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  app.setValidatorCompiler((route) => {
    const zodRoute = route as Parameters<typeof validatorCompiler>[0];
    const validate = validatorCompiler(zodRoute);
    if (route.httpPart !== 'body') return validate;
    const optional = safeParse(zodRoute.schema, undefined).success;
    // Fastify hands a missing body to the schema as null.
    return (data: unknown) => {
      if (data !== null && data !== undefined) return validate(data);
      return optional ? { value: undefined } : { error: new AppError('empty_body') };
    };
  });
}
