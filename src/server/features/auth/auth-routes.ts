import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  kenyanPhone,
  loginRequest,
  loginResponse,
  NATIONAL_ID_REQUIRED,
  otpSendRequest,
  otpSendResponse,
  otpVerifyRequest,
  otpVerifyResponse,
  registrationRequest,
  registrationResponse,
  successResponse,
} from '../../../shared/schemas/auth.ts';
import { AppError, parseWith, withMessageIn } from '../../errors.ts';
import type { RequestAuth } from './request-auth.ts';
import { requestLanguage } from './request-language.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { deleteSession, SESSION_COOKIE } from './sessions.ts';
import { registerWithCode, type SignInDeps, sendSignInCode, verifySignInCode } from './sign-in.ts';
import { toUserDetails } from './to-user-details.ts';

/** The sign-in paths of the first specification document §7. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: SignInDeps & { auth: RequestAuth; https: boolean },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const details = (user: Parameters<typeof toUserDetails>[0]) =>
    toUserDetails(user, deps.auth.isAgent(user));

  routes.post(
    '/api/auth/otp/send',
    { schema: { body: otpSendRequest, response: { 200: otpSendResponse } } },
    async (request) => {
      await sendSignInCode(
        deps,
        request.body.phoneNumber,
        request.ip,
        await requestLanguage(request),
      );
      return { success: true, message: AUTH_MESSAGES.otpSent };
    },
  );

  routes.get(
    '/api/Auth/GenerateOTP',
    {
      // A person's phone number is theirs: the log does not keep it.
      config: { stateChangingGet: true, secretQuery: ['PhoneNumber'] },
      schema: {
        querystring: z.object({
          PhoneNumber: kenyanPhone,
          IsExistingUser: z.string().max(10).optional(),
        }),
        response: { 200: otpSendResponse },
      },
    },
    async (request) => {
      await sendSignInCode(
        deps,
        request.query.PhoneNumber,
        request.ip,
        await requestLanguage(request),
      );
      return { success: true, message: AUTH_MESSAGES.otpSent };
    },
  );

  // One path, two uses: checking a code, and (with isNewUser: true) completing registration.
  routes.post(
    '/api/auth/otp/verify',
    {
      schema: {
        body: z.looseObject({ isNewUser: z.unknown().optional() }),
        response: { 200: z.union([otpVerifyResponse, registrationResponse]) },
      },
    },
    async (request, reply) => {
      if (request.body.isNewUser === true) {
        const body = parseWith(registrationRequest, request.body);
        const profile = {
          fullName: body.fullName,
          email: body.email,
          nationalId: body.nationalIdNumber,
          gender: body.gender,
          language: await requestLanguage(request),
        };
        const { user, token } = await registerWithCode(
          deps,
          body.phoneNumber,
          body.otp,
          profile,
          request.ip,
        );
        setSessionCookie(request, reply, token, deps.https);
        return { success: true, message: 'Registration complete', user: details(user) };
      }
      const body = parseWith(otpVerifyRequest, request.body);
      const result = await verifySignInCode(deps, body.phoneNumber, body.otp, request.ip);
      if (result.status === 'needs_registration') {
        return {
          status: 'needs_registration' as const,
          phoneNumber: body.phoneNumber,
          message: 'Please complete your profile to continue',
        };
      }
      setSessionCookie(request, reply, result.token, deps.https);
      return {
        status: 'success' as const,
        phoneNumber: body.phoneNumber,
        message: 'Phone number verified',
        user: details(result.user),
      };
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const body = request.body;
      try {
        if (body.isNewUser) {
          const profile = {
            fullName: required(body.FullName, FULL_NAME_REQUIRED),
            nationalId: required(body.NationalID, NATIONAL_ID_REQUIRED),
            gender: required(body.gender, GENDER_REQUIRED),
            email: body.email,
            language: await requestLanguage(request),
          };
          const { user, token } = await registerWithCode(
            deps,
            body.phoneNumber,
            body.otp,
            profile,
            request.ip,
          );
          setSessionCookie(request, reply, token, deps.https);
          return { success: true, user: details(user) };
        }
        const result = await verifySignInCode(deps, body.phoneNumber, body.otp, request.ip);
        if (result.status === 'needs_registration') {
          throw new AppError('account_not_registered');
        }
        setSessionCookie(request, reply, result.token, deps.https);
        return { success: true, user: details(result.user) };
      } catch (error) {
        // This path answers {success, error}; keep the status and say the reason in both fields.
        if (error instanceof AppError) throw withMessageIn(error, ['error'], { success: false });
        throw error;
      }
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: successResponse } } },
    async (request, reply) => {
      await endSession(request);
      clearSessionCookie(reply);
      return { success: true };
    },
  );

  async function endSession(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(deps.db, token);
  }
}

function required<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null || value === '')
    throw new AppError('invalid_request', undefined, undefined, message);
  return value;
}
