import { describe, expect, it } from 'vitest';
import { APP_VERSION_LABEL } from '../../lib/app-version';
import { initials } from '../../lib/initials';
import { accountLosses, isDeletionConfirmed } from './profile-format';

describe('initials', () => {
  it.each([
    ['Wanjiku Njeri Kamau', 'WN'],
    ['achieng', 'A'],
    ['  otieno   omondi ', 'OO'],
    ['', 'U'],
    [null, 'U'],
  ])('of %j are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('the app version', () => {
  it('reads as the specification gives it', () => {
    expect(APP_VERSION_LABEL).toBe('Version 4.0.2 (Build 42)');
  });
});

describe('what deleting the account takes away', () => {
  const nothing = {
    accountBalance: 0,
    upcomingBookings: 0,
    upcomingRides: 0,
    vehicles: 0,
    documents: 0,
  };

  it('names the token balance, bookings, rides, vehicles and documents', () => {
    expect(
      accountLosses({
        accountBalance: 1250,
        upcomingBookings: 2,
        upcomingRides: 1,
        vehicles: 1,
        documents: 2,
      }),
    ).toEqual([
      'What is left in your tokens when you delete, refunds included, is sent to your M-Pesa (from KSh 10).',
      '2 upcoming bookings will be cancelled and refunded.',
      '1 ride you offer will be cancelled, and its passengers refunded.',
      '1 vehicle will be removed.',
      '2 ID documents will be removed.',
      'Your profile and phone number will be removed, and you will be signed out everywhere.',
    ]);
  });

  it('names only the profile when there is nothing else', () => {
    expect(accountLosses(nothing)).toEqual([
      'Your profile and phone number will be removed, and you will be signed out everywhere.',
    ]);
  });

  it('says a balance too small for M-Pesa cannot be taken along', () => {
    expect(accountLosses({ ...nothing, accountBalance: 9 })[0]).toBe(
      'Your token balance of KSh 9 can no longer be used: M-Pesa pays out from KSh 10.',
    );
  });

  it('says a balance is sent to M-Pesa, without refunds to mention when there are none', () => {
    expect(accountLosses({ ...nothing, accountBalance: 500 })[0]).toBe(
      'What is left in your tokens when you delete is sent to your M-Pesa (from KSh 10).',
    );
  });

  it('uses singular and plural correctly', () => {
    const losses = accountLosses({ ...nothing, upcomingBookings: 1, upcomingRides: 3 });
    expect(losses[1]).toBe('1 upcoming booking will be cancelled and refunded.');
    expect(losses[2]).toBe('3 rides you offer will be cancelled, and their passengers refunded.');
  });
});

describe('the deletion confirmation', () => {
  it('needs the word DELETE, exactly', () => {
    expect(isDeletionConfirmed('DELETE')).toBe(true);
    expect(isDeletionConfirmed(' DELETE ')).toBe(true);
    expect(isDeletionConfirmed('delete')).toBe(false);
    expect(isDeletionConfirmed('DELET')).toBe(false);
  });
});
