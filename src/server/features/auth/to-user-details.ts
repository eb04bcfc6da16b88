import type { UserDetails } from '../../../shared/schemas/user.ts';
import { photoUrl } from '../../photo-links.ts';
import type { SessionUser } from './sessions.ts';

export function toUserDetails(user: SessionUser, isAgent: boolean): UserDetails {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    fullName: user.fullName,
    email: user.email,
    nationalId: user.nationalId,
    gender: (user.gender as UserDetails['gender']) ?? null,
    profilePictureUrl: photoUrl(user.profilePictureUrl),
    isDriver: user.isDriver,
    isVerified: user.isVerified,
    isAgent,
    accountBalance: user.accountBalance,
    rating: user.rating,
    totalRatings: user.totalRatings,
    language: user.language,
  };
}
