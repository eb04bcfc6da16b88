import { useEffect } from 'react';
import { useAuth } from '../session/auth-context';
import { changeLanguage, currentLanguage } from './catalogues';

/**
 * A signed-in person's saved language wins (decisions.md, "Languages"): on sign-in and on every
 * device, the screen turns to it as soon as their details arrive.
 */
export function LanguageFollowsAccount() {
  const { status, user } = useAuth();
  const saved = status === 'signed-in' ? user?.language : undefined;
  useEffect(() => {
    if (saved && saved !== currentLanguage()) void changeLanguage(saved);
  }, [saved]);
  return null;
}
