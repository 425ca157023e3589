import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from './databases.js';

/** A port nothing listens on right now, for a server started by a journey. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Polls until `probe` answers something, for at most 25 seconds: a journey's worker shares two cores
 * with the rest of the suite, and the wait must still end inside the storage tests' 30-second limit.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the bid worker or the engine');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where a journey's BidPilot keeps its data: a fresh DATA_DIR, and a database in it (SQLite) or a scratch Postgres database. */
export interface JourneyStore {
  readonly env: { readonly DATA_DIR: string; readonly DATABASE_URL: string };
  /** Drops the scratch Postgres database; nothing to do on SQLite. */
  drop(): Promise<void>;
}

export async function journeyStore(dialect: 'sqlite' | 'postgres', prefix: string): Promise<JourneyStore> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // Journeys watch several bids of one user land within seconds of real time: unpaced.
  const pacing = { BID_PACING: 'off' };
  if (dialect === 'sqlite')
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'bidpilot.sqlite')}`, ...pacing },
      drop: async () => {},
    };
  const scratch = await createScratchDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url, ...pacing }, drop: scratch.drop };
}

/** The API as a journey's client: the JSON body (undefined when empty) and the status; never throws on a refusal. */
export type Caller = <T = any>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

export function caller(base: string): Caller {
  return async (method, path, token, body) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
}

/** Project subjects, each its own, so the proposal guard sees no near-copies among a journey's proposals. */
export const DISTINCT_SUBJECTS: readonly string[] = [
  'an inventory tracker for a bakery with daily stock alerts',
  'a booking calendar for a dental clinic with SMS reminders',
  'a REST API for a fleet of delivery vans and their routes',
  'a payroll export that turns timesheets into bank files',
  'a recipe search site with filters for diets and allergies',
  'a ticketing portal for a small theatre with seat maps',
  'a survey builder for schools with anonymous answers',
  'a price comparison scraper for hardware shops',
  'a membership area for a yoga studio with class passes',
  'a warehouse barcode scanner backend for returns',
  'a volunteer rota planner for a food bank',
  'a parking permit portal for a housing estate',
  'a lost property register for a railway station',
  'a seed library catalogue for a community garden',
];
