import { useEffect } from 'react';

const BRAND = 'Pamoja';

/** Names the browser tab after the screen, so history entries and screen readers say where you are. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Share the ride into Nairobi`;
  }, [title]);
}
