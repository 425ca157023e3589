import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left of a countdown that calls `onDone` once, exactly `seconds` after the component
 * mounted (the payment pages' redirect and the purchase dialog's move to the dashboard). The shown
 * number ticks once a second and stops at 0; the end is its own timer, so a slow tick can never
 * delay it, and the latest `onDone` is the one called.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const tick = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    const finish = setTimeout(() => done.current(), seconds * 1_000);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, [seconds]);
  return left;
}
