import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, registerRoutePreload } from './route-preload';

describe('preloadRoute', () => {
  it("starts the download of the screen registered for the path, and no other's", () => {
    const search = vi.fn(async () => ({}));
    const trips = vi.fn(async () => ({}));
    registerRoutePreload('/search', search);
    registerRoutePreload('/trips', trips);
    preloadRoute('/search');
    expect(search).toHaveBeenCalledTimes(1);
    expect(trips).not.toHaveBeenCalled();
  });

  it('does nothing for a path without a chunk of its own', () => {
    expect(() => preloadRoute('/no-such-screen')).not.toThrow();
  });

  it('leaves a failed download to the screen, with no unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    registerRoutePreload('/offline', failing);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadRoute('/offline');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
