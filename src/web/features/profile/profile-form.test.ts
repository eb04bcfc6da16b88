import { describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../shared/schemas/user';
import {
  identityUnderReview,
  profileFormOf,
  profilePayload,
  profileProblems,
} from './profile-form';

const driver: UserDetails = {
  id: 'u1',
  phoneNumber: '+254712345678',
  fullName: 'Wanjiku Kamau',
  email: null,
  nationalId: '28765432',
  gender: 'Female',
  profilePictureUrl: null,
  isDriver: true,
  isVerified: true,
  isAgent: false,
  accountBalance: 0,
  rating: null,
  totalRatings: 0,
  language: 'en',
};

describe('the profile form', () => {
  it('starts from the person’s details', () => {
    expect(profileFormOf(driver)).toEqual({
      fullName: 'Wanjiku Kamau',
      email: '',
      nationalId: '28765432',
      gender: 'Female',
    });
  });

  it('names each problem in the specification’s words', () => {
    expect(
      profileProblems({ fullName: ' ', email: 'wanjiku@', nationalId: '', gender: '' }),
    ).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      nationalId: 'Please enter your National ID Number',
      gender: 'Please select your gender',
    });
    expect(profileProblems(profileFormOf(driver))).toEqual({});
  });

  it('warns a verified driver of a new review only when the name or ID really changes', () => {
    const form = profileFormOf(driver);
    expect(identityUnderReview(driver, { ...form, email: 'w@example.co.ke' })).toEqual([]);
    expect(identityUnderReview(driver, { ...form, fullName: ' Wanjiku Kamau ' })).toEqual([]);
    expect(identityUnderReview(driver, { ...form, fullName: 'Wanjiku Njeri' })).toEqual([
      'fullName',
    ]);
    expect(
      identityUnderReview(driver, { ...form, fullName: 'W N', nationalId: '28765433' }),
    ).toEqual(['fullName', 'nationalId']);
    expect(
      identityUnderReview({ ...driver, isVerified: false }, { ...form, nationalId: '1' }),
    ).toEqual([]);
  });

  it('sends the tidied form, with consent only when given', () => {
    expect(
      profilePayload(
        { fullName: '  Wanjiku   Njeri ', email: ' ', nationalId: ' 28765432 ', gender: 'Female' },
        false,
      ),
    ).toEqual({ fullName: 'Wanjiku Njeri', email: null, nationalId: '28765432', gender: 'Female' });
    expect(profilePayload(profileFormOf(driver), true)).toMatchObject({
      acceptIdentityReview: true,
    });
  });
});
