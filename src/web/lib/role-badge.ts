import { t } from '@lingui/core/macro';
import type { UserDetails } from '../../shared/schemas/user';

/**
 * What a person is, as their badge says it: a driver flagged isDriver is a 'Verified Driver'
 * (specification document 1 §6) while an agent's approval stands; after a change of name or
 * National ID it waits for the next review (product rules, "People and sign-in"). The label is
 * in the language on screen: a component showing it calls `useLingui()`.
 */
export function roleBadge(user: Pick<UserDetails, 'isDriver' | 'isVerified'>): {
  label: string;
  driver: boolean;
} {
  if (!user.isDriver) return { label: t`Passenger`, driver: false };
  return {
    label: user.isVerified ? t`Verified Driver` : t`Driver, review pending`,
    driver: true,
  };
}
