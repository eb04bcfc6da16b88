import { useCallback, useState } from 'react';
import { browserStorage } from '../search';
import { type HomeMode, readHomeMode, saveHomeMode } from './home-mode';

/** The home screen's mode, remembered in the browser so a reload opens in the same one. */
export function useHomeMode(): [HomeMode, (mode: HomeMode) => void] {
  const [mode, setMode] = useState<HomeMode>(() => readHomeMode(browserStorage()));
  const choose = useCallback((next: HomeMode) => {
    setMode(next);
    saveHomeMode(browserStorage(), next);
  }, []);
  return [mode, choose];
}
