import type { PurchasePhase, PurchaseState } from './purchase-state';

/**
 * The purchase's state with its listeners, and the work waiting on it (timers, one request):
 * each run of work is numbered, and stopping work drops it all, so late answers of an older run
 * are ignored.
 */
export function createPurchaseStore() {
  const listeners = new Set<() => void>();
  let state: PurchaseState = { amountText: '', phase: 'idle' };
  /** Bumped whenever waiting work must be dropped. */
  let run = 0;
  let timers = new Set<ReturnType<typeof setTimeout>>();
  let inFlight: AbortController | null = null;

  function publish(next: PurchaseState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    publish,

    /** Moves to `phase`, keeping the amount field's text. */
    enter(phase: PurchasePhase): void {
      publish({ amountText: state.amountText, ...phase });
    },

    /** Drops every timer and the request under way; returns the new run's number. */
    stopWork(): number {
      run += 1;
      for (const timer of timers) clearTimeout(timer);
      timers = new Set();
      inFlight?.abort();
      inFlight = null;
      return run;
    },

    /** Whether `myRun` is still the run under way. */
    isCurrent: (myRun: number): boolean => myRun === run,

    later(ms: number, action: () => void): void {
      const timer = setTimeout(() => {
        timers.delete(timer);
        action();
      }, ms);
      timers.add(timer);
    },

    /** A signal for the one request under way, aborted when work stops. */
    startRequest(): AbortController {
      const controller = new AbortController();
      inFlight = controller;
      return controller;
    },

    endRequest(controller: AbortController): void {
      if (inFlight === controller) inFlight = null;
    },
  };
}

export type PurchaseStore = ReturnType<typeof createPurchaseStore>;
