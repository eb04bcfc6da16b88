import type { LiveEvent, LiveHub } from './live-event.ts';

/** Within one process: the embedded database has only one. */
export function createInProcessHub(): LiveHub {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  return {
    async publish(event) {
      for (const listener of listeners.get(event.rideId) ?? []) {
        // One stream's failure must not keep the event from the others.
        try {
          listener(event);
        } catch {}
      }
    },
    subscribe(rideId, listener) {
      let set = listeners.get(rideId);
      if (!set) {
        set = new Set();
        listeners.set(rideId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(rideId) === set) listeners.delete(rideId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
