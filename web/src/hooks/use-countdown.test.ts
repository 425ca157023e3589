import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down and calls onDone once, exactly at the end', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls the latest onDone, not the one it mounted with', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ onDone }) => useCountdown(2, onDone), { initialProps: { onDone: first } });
    rerender({ onDone: latest });
    act(() => vi.advanceTimersByTime(2_000));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once unmounted before the end', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown(2, onDone));
    unmount();
    act(() => vi.advanceTimersByTime(3_000));
    expect(onDone).not.toHaveBeenCalled();
  });
});
