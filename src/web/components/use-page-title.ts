import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

const BRAND = 'Pamoja';

/** Names the browser tab after the screen, so history entries and screen readers say where you are. */
export function usePageTitle(title: string | null): void {
  const { t } = useLingui();
  const tagline = t`Share the ride into Nairobi`;
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · ${tagline}`;
  }, [title, tagline]);
}
