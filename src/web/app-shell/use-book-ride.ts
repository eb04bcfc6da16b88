import { useLocation } from 'wouter';
import { preloadRoute } from '../lib/route-preload';
import { useAuth } from '../lib/session/auth-context';

/**
 * Book Ride: a signed-in user goes straight to the ride search; a visitor signs in first and
 * lands on the search once signed in (the specification's resumed action), its code fetched
 * meanwhile.
 */
export function useBookRide(): () => void {
  const auth = useAuth();
  const [, navigate] = useLocation();
  return () => {
    if (auth.status === 'signed-in') {
      navigate('/search');
      return;
    }
    // The search downloads while the visitor signs in (an SMS code takes them a while), so it
    // opens at once when they are in.
    preloadRoute('/search');
    auth.openSignIn(() => navigate('/search'));
  };
}
