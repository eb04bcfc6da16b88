import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionRequest } from '../../../shared/schemas/trips';
import { createPositionSender, toPositionRequest } from './position-sender';

const at = (latitude: number) => ({ latitude, longitude: 36.9 });

describe('sending the driver’s positions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most one every 2 seconds, and the newest one waiting after the pause', async () => {
    const sent: number[] = [];
    const sender = createPositionSender({
      send: async (position) => {
        sent.push(position.latitude);
      },
    });
    sender.offer(at(-1.1));
    await vi.advanceTimersByTimeAsync(500);
    sender.offer(at(-1.2));
    await vi.advanceTimersByTimeAsync(500);
    sender.offer(at(-1.3));
    expect(sent).toEqual([-1.1]);
    await vi.advanceTimersByTimeAsync(1000);
    // -1.2 was replaced by the newer -1.3 before its turn came.
    expect(sent).toEqual([-1.1, -1.3]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([-1.1, -1.3]);
  });

  it('never has two positions on the way at once', async () => {
    let inFlight = 0;
    let most = 0;
    const sender = createPositionSender({
      send: () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve(undefined);
          }, 5000),
        );
      },
    });
    for (let second = 0; second < 12; second++) {
      sender.offer(at(-1 - second / 100));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(most).toBe(1);
  });

  it('stops for good when the server says the trip is not in progress', async () => {
    const refused = vi.fn();
    const send = vi.fn().mockRejectedValue(new Error('trip_already_ended'));
    const sender = createPositionSender({ send, onRefused: refused, isFinalRefusal: () => true });
    sender.offer(at(-1.1));
    await vi.advanceTimersByTimeAsync(0);
    expect(refused).toHaveBeenCalledOnce();
    sender.offer(at(-1.2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a refused position again after the pause: a car standing still reports no other', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('too soon')).mockResolvedValue(undefined);
    const sender = createPositionSender({ send });
    sender.offer(at(-1.1));
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(at(-1.1));
  });

  it('counts the pause from the server’s answer, so a slow request never makes the next too soon', async () => {
    const times: number[] = [];
    const send = vi.fn(
      () =>
        new Promise((resolve) => {
          times.push(Date.now());
          setTimeout(resolve, 700);
        }),
    );
    const sender = createPositionSender({ send });
    sender.offer(at(-1.1));
    await vi.advanceTimersByTimeAsync(100);
    sender.offer(at(-1.2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(2700);
  });
});

describe('a browser position as the server takes it', () => {
  it('keeps what the server accepts and drops what it would refuse', () => {
    const request = toPositionRequest({
      latitude: -1.2,
      longitude: 36.8,
      accuracy: 12,
      heading: Number.NaN,
      speed: null,
    });
    expect(request).toEqual({ latitude: -1.2, longitude: 36.8, accuracy: 12 });
    expect(positionRequest.safeParse(request).success).toBe(true);
    expect(
      positionRequest.safeParse(
        toPositionRequest({ latitude: -1.2, longitude: 36.8, speed: 250, accuracy: -1 }),
      ).success,
    ).toBe(true);
  });
});
