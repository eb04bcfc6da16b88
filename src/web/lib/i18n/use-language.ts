import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLanguage, type Language } from '../../../shared/language';
import type { UserDetails } from '../../../shared/schemas/user';
import { apiRequest } from '../api-client';
import { getSession, userChanged } from '../session/session-store';
import { changeLanguage } from './catalogues';

/**
 * The language on screen and the switcher's action: the new language shows at once (cookie
 * kept), and a signed-in person's choice is saved on their account, so it follows them to every
 * device and their SMS come in it. A save that fails leaves the screen in the new language; the
 * next sign-in brings the saved one back.
 */
export function useLanguage(): {
  language: Language;
  setLanguage(language: Language): Promise<void>;
} {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';

  const setLanguage = useCallback(async (next: Language) => {
    await changeLanguage(next);
    const { user } = getSession();
    if (!user || user.language === next) return;
    userChanged({ ...user, language: next });
    try {
      const saved = await apiRequest<UserDetails>('POST', '/api/Auth/UpdateUserDetails', {
        language: next,
      });
      userChanged(saved);
    } catch {
      // Offline or signed out meanwhile: the screen stays in the chosen language.
    }
  }, []);

  return { language, setLanguage };
}
