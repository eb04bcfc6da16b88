import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { changeLanguage, currentLanguage } from './catalogues';

/**
 * A signed-in person's saved language wins (decisions.md, "Languages"): on sign-in and on every
 * device, the screen turns to it as soon as their details arrive.
 */
export function LanguageFollowsAccount() {
  const session = useSession();
  const saved = session.status === 'signed-in' ? session.user?.language : undefined;
  useEffect(() => {
    if (saved && saved !== currentLanguage()) void changeLanguage(saved);
  }, [saved]);
  return null;
}
