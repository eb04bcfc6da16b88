import { useLocation } from 'wouter';
import { useAuth } from '../lib/session/auth-context';

/**
 * Book Ride: a signed-in user goes straight to the ride search; a visitor signs in first and
 * lands on the search once signed in (the specification's resumed action).
 */
export function useBookRide(): () => void {
  const auth = useAuth();
  const [, navigate] = useLocation();
  return () => {
    if (auth.status === 'signed-in') navigate('/search');
    else auth.openSignIn(() => navigate('/search'));
  };
}
