import { describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../shared/schemas/user';
import { ApiError } from '../../lib/api-error';
import { loadSignedInUser } from './load-signed-in-user';
import { fallbackProfile } from './registration-form';

const details = { ...fallbackProfile('+254712345678', 'Achieng Otieno'), id: 'u1' };
const built = fallbackProfile('+254712345678', 'Achieng');

function deps(answers: Array<UserDetails | Error>) {
  const waits: number[] = [];
  const fetchUserDetails = vi.fn(async () => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  return { waits, fetchUserDetails, sleep: async (ms: number) => void waits.push(ms) };
}

describe('loading the user after sign-in', () => {
  it('waits half a second, then fetches the details', async () => {
    const d = deps([details]);
    const loaded = await loadSignedInUser(d, { answerUser: null, buildProfile: () => built });
    expect(loaded).toEqual({ source: 'details', user: details });
    expect(d.waits).toEqual([500]);
  });

  it('tries up to three times, one second apart', async () => {
    const d = deps([new ApiError('x', 500), new ApiError('Network error: x', 0), details]);
    const loaded = await loadSignedInUser(d, { answerUser: null, buildProfile: () => built });
    expect(loaded.source).toBe('details');
    expect(d.fetchUserDetails).toHaveBeenCalledTimes(3);
    expect(d.waits).toEqual([500, 1000, 1000]);
  });

  it('falls back to the profile built from phone and name after three failures', async () => {
    const d = deps([new ApiError('x', 500), new ApiError('x', 500), new ApiError('x', 500)]);
    const loaded = await loadSignedInUser(d, { answerUser: null, buildProfile: () => built });
    expect(loaded).toEqual({ source: 'fallback', user: built });
    expect(d.fetchUserDetails).toHaveBeenCalledTimes(3);
  });

  it('prefers the user the sign-in answer carried to a built profile', async () => {
    const d = deps([new ApiError('x', 500), new ApiError('x', 500), new ApiError('x', 500)]);
    const loaded = await loadSignedInUser(d, { answerUser: details, buildProfile: () => built });
    expect(loaded).toEqual({ source: 'answer', user: details });
  });

  it('fails when the server never recognises the new session', async () => {
    const unauthorised = () => new ApiError('Session expired. Please log in again.', 401);
    const d = deps([unauthorised(), unauthorised(), unauthorised()]);
    await expect(
      loadSignedInUser(d, { answerUser: details, buildProfile: () => built }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
