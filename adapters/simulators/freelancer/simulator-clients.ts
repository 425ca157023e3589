import { intBetween, pick, pickWeighted, seededRandom } from './random.js';

/**
 * The employers who post the simulator's projects: a fixed pool, each derived from its id alone
 * (like users from tokens), so every process and restart agrees on who a client is and the same
 * client posts again and again, as on Freelancer. A test or demo may store a client of its own
 * (`FreelancerSimulatorState.putClient`), which then wins over the derived one.
 */
export interface SimulatorClient {
  readonly id: number;
  readonly username: string;
  /** `status.payment_verified`; null: Freelancer did not say. */
  readonly paymentVerified: boolean | null;
  /** `employer_reputation.entire_history.overall`, 0–5 (0 while they have no reviews). */
  readonly rating: number | null;
  /** `employer_reputation.entire_history.reviews`. */
  readonly reviews: number | null;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string | null;
  /** Epoch ms of `registration_date`. */
  readonly registeredAt: number | null;
}

/** How many employers post the stream's projects: enough variety, and clients that come back. */
export const CLIENT_POOL_SIZE = 600;
const POOL_FIRST_ID = 52_000_000;
const POOL_STEP = 1_009;

/** The pool's `index`-th client id (index taken modulo the pool). */
export const poolClientId = (index: number): number =>
  POOL_FIRST_ID + (((index % CLIENT_POOL_SIZE) + CLIENT_POOL_SIZE) % CLIENT_POOL_SIZE) * POOL_STEP;

/** Whether the id is one of the pool's clients (whose facts derive from the id). */
export const isPoolClient = (id: number): boolean =>
  id >= POOL_FIRST_ID && (id - POOL_FIRST_ID) % POOL_STEP === 0 && (id - POOL_FIRST_ID) / POOL_STEP < CLIENT_POOL_SIZE;

/**
 * Where Freelancer's employers are, roughly: many in the US, UK, India and Australia, and a
 * spread of others, some of which users commonly block (so the blocked-countries rule has work).
 */
export const CLIENT_COUNTRIES = [
  { code: 'US', name: 'United States', weight: 24 },
  { code: 'GB', name: 'United Kingdom', weight: 9 },
  { code: 'IN', name: 'India', weight: 10 },
  { code: 'AU', name: 'Australia', weight: 7 },
  { code: 'CA', name: 'Canada', weight: 6 },
  { code: 'DE', name: 'Germany', weight: 5 },
  { code: 'AE', name: 'United Arab Emirates', weight: 4 },
  { code: 'PK', name: 'Pakistan', weight: 4 },
  { code: 'NG', name: 'Nigeria', weight: 3 },
  { code: 'BD', name: 'Bangladesh', weight: 3 },
  { code: 'ZA', name: 'South Africa', weight: 3 },
  { code: 'ES', name: 'Spain', weight: 3 },
  { code: 'FR', name: 'France', weight: 3 },
  { code: 'BR', name: 'Brazil', weight: 3 },
  { code: 'PH', name: 'Philippines', weight: 2 },
  { code: 'NL', name: 'Netherlands', weight: 2 },
  { code: 'IT', name: 'Italy', weight: 2 },
  { code: 'SA', name: 'Saudi Arabia', weight: 2 },
  { code: 'PT', name: 'Portugal', weight: 1 },
  { code: 'MX', name: 'Mexico', weight: 1 },
  { code: 'KE', name: 'Kenya', weight: 1 },
  { code: 'RU', name: 'Russia', weight: 1 },
] as const;

export const countryName = (code: string | null): string | null =>
  code === null ? null : (CLIENT_COUNTRIES.find((country) => country.code === code)?.name ?? code);

const NAMES = [
  'acme',
  'bluefin',
  'northwind',
  'cedar',
  'pixelhouse',
  'greenleaf',
  'orbit',
  'harbor',
  'summit',
  'bright',
  'atlas',
  'nova',
  'quill',
  'maple',
  'urban',
];
const SUFFIXES = ['media', 'labs', 'group', 'shop', 'studio', 'ventures', 'digital', 'co', 'trading', 'hq'];

const DAY = 86_400_000;
/** Established clients joined between these (epoch ms); new ones during 2026. */
const ESTABLISHED_FROM = Date.UTC(2009, 0, 1);
const ESTABLISHED_TO = Date.UTC(2025, 6, 1);
const NEW_FROM = Date.UTC(2026, 0, 1);
const CLIENT_SALT = 0x0c11_e47;

/**
 * The pool client behind an id: about a quarter new (no reviews, joined this year, mostly not yet
 * payment verified), most established ones verified with a good rating, a few with a poor one.
 */
export function derivedClient(id: number): SimulatorClient {
  const random = seededRandom(id ^ CLIENT_SALT);
  const username = `${pick(random, NAMES)}_${pick(random, SUFFIXES)}${id % 1000}`;
  const country = pickWeighted(random, CLIENT_COUNTRIES).code;
  const isNew = random() < 0.25;
  if (isNew) {
    return {
      id,
      username,
      country,
      paymentVerified: random() < 0.35,
      rating: 0,
      reviews: 0,
      registeredAt: NEW_FROM + intBetween(random, 0, 300) * DAY,
    };
  }
  // Review counts are long-tailed: most clients have a handful, a few hundreds.
  const reviews = Math.max(1, Math.round(Math.exp(random() * Math.log(250))));
  const poor = random() < 0.12;
  const rating = Math.round((poor ? 2 + random() * 1.6 : 4.2 + random() * 0.8) * 100) / 100;
  return {
    id,
    username,
    country,
    paymentVerified: random() < 0.88,
    rating,
    reviews,
    registeredAt: ESTABLISHED_FROM + Math.floor(random() * ((ESTABLISHED_TO - ESTABLISHED_FROM) / DAY)) * DAY,
  };
}
