import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's offer to install the app (Chromium fires it once, early), so that "Add
 * Pamoja to your home screen" can open the browser's own dialog later. Called once at start.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser can show its install dialog now, and a way to show it. */
export function useInstallPrompt(): { canPrompt: boolean; prompt(): Promise<void> } {
  const canPrompt = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return {
    canPrompt,
    async prompt() {
      const event = deferred;
      if (!event) return;
      deferred = null;
      changed();
      await event.prompt();
    },
  };
}

const standalone = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(display-mode: standalone)').matches;

/**
 * Already opened from the home screen: nothing to offer. False while hydrating, as on the server
 * that pre-rendered the page; the browser's answer follows at once.
 */
export function useRunsInstalled(): boolean {
  return useSyncExternalStore(
    () => () => {},
    standalone,
    () => false,
  );
}
