import type {
  OtpSendResponse,
  OtpVerifyResponse,
  RegistrationRequest,
  RegistrationResponse,
} from '../../../shared/schemas/auth';
import type { UserDetails } from '../../../shared/schemas/user';
import { apiRequest } from '../../lib/api-client';

/** The sign-in dialog's calls (specification §7, "Authentication and session"). */
export function sendSignInCode(phoneNumber: string): Promise<OtpSendResponse> {
  return apiRequest<OtpSendResponse>('POST', '/api/auth/otp/send', { phoneNumber });
}

export function verifySignInCode(phoneNumber: string, otp: string): Promise<OtpVerifyResponse> {
  return apiRequest<OtpVerifyResponse>('POST', '/api/auth/otp/verify', { phoneNumber, otp });
}

/** Registration goes to the same path as the code check, with the profile and `isNewUser`. */
export function registerWithCode(payload: RegistrationRequest): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>('POST', '/api/auth/otp/verify', payload);
}

export function fetchUserDetails(): Promise<UserDetails> {
  return apiRequest<UserDetails>('GET', '/api/user/details');
}
