import { createServer } from 'node:net';

/** A port nothing listens on right now, for a server started by a journey. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls until `probe` answers something, for at most 15 seconds. */
export async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the bid worker or the engine');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
