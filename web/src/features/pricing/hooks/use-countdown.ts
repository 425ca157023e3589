import { useEffect, useRef, useState } from 'react';

/** Seconds left from `seconds` down to 0, one a second; `onDone` runs once at 0. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((current) => current - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
