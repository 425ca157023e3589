/** Resolves once `signal` aborts (at once if it already has). */
export const aborted = (signal: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * Runs a long-lived command (`worker`, `simulators`, `bids tail`) with a signal that aborts on SIGINT, SIGTERM
 * or `stopSignal` (tests), and lets go of those listeners when it ends.
 */
export async function runUntilSignalled(
  stopSignal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (stopSignal?.aborted === true) stop();
  stopSignal?.addEventListener('abort', stop, { once: true });
  try {
    await run(controller.signal);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    stopSignal?.removeEventListener('abort', stop);
  }
}
