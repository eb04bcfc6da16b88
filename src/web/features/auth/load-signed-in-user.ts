import type { UserDetails } from '../../../shared/schemas/user';
import { ApiError } from '../../lib/api-error';
import {
  DETAILS_FETCH_ATTEMPTS,
  DETAILS_INITIAL_WAIT_MS,
  DETAILS_RETRY_DELAY_MS,
} from '../../lib/session/sign-in-timings';

export interface LoadUserDeps {
  fetchUserDetails(): Promise<UserDetails>;
  sleep(ms: number): Promise<void>;
}

export type LoadedUser =
  | { source: 'details'; user: UserDetails }
  /** The details did not load; the user the sign-in answer carried stands in. */
  | { source: 'answer'; user: UserDetails }
  /** Nothing loaded; the fallback profile (phone and typed name) stands in. */
  | { source: 'fallback'; user: UserDetails };

/**
 * The profile to hold after a successful code check or registration: wait 0.5 s for the new
 * session, then fetch the details up to 3 times, 1 s apart. If the server still does not know the
 * session (401 every time), sign-in did not take and this throws; other failures fall back.
 */
export async function loadSignedInUser(
  deps: LoadUserDeps,
  fallback: { answerUser: UserDetails | null; buildProfile: () => UserDetails },
): Promise<LoadedUser> {
  await deps.sleep(DETAILS_INITIAL_WAIT_MS);
  let lastError: unknown;
  for (let attempt = 1; attempt <= DETAILS_FETCH_ATTEMPTS; attempt += 1) {
    try {
      return { source: 'details', user: await deps.fetchUserDetails() };
    } catch (error) {
      lastError = error;
      if (attempt < DETAILS_FETCH_ATTEMPTS) await deps.sleep(DETAILS_RETRY_DELAY_MS);
    }
  }
  if (lastError instanceof ApiError && lastError.status === 401) throw lastError;
  if (fallback.answerUser) return { source: 'answer', user: fallback.answerUser };
  return { source: 'fallback', user: fallback.buildProfile() };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
