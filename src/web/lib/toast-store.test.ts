import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toast-store';

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only the newest toast visible', () => {
    toast({ title: 'OTP Sent' });
    toast({ title: 'Welcome back!', variant: 'default' });

    const visible = getToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Welcome back!', open: true });
  });

  it('keeps the variant it was given', () => {
    toast({ title: 'Booking Failed', variant: 'destructive' });

    expect(getToasts()[0]?.variant).toBe('destructive');
  });

  it('closes a dismissed toast and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const shown = toast({ title: 'Signed out' });

    shown.dismiss();

    expect(getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('removes a closed toast after the long removal delay', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Signed out' });
    shown.dismiss();

    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
