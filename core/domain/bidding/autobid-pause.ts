import type { AutobidPauseCode, RefusalClassification } from './bid-refusal.js';

export { AUTOBID_PAUSE_CODES, type AutobidPauseCode } from './bid-refusal.js';

/**
 * A stop of the user's autobidding that Freelancer caused (docs/design.md#refusals). `until` is the
 * end of a cool-down, after which bidding resumes by itself; null waits for the user to act
 * (save a token, switch autobidding on again). A cool-down that has run out stays stored, so
 * the next one within a day can be longer.
 */
export interface AutobidPause {
  readonly code: AutobidPauseCode;
  /** Freelancer's own words, as the user and admins read them. */
  readonly message: string;
  readonly since: Date;
  readonly until: Date | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** 'Too fast' cools down 15 minutes, doubled for each repeat within a day, at most 2 hours. */
export const FIRST_COOL_DOWN_MS = 15 * MINUTE_MS;
export const MAX_COOL_DOWN_MS = 2 * HOUR_MS;
const REPEAT_WINDOW_MS = 24 * HOUR_MS;
/** After a 'too fast' the user bids at a slower pace for a day. */
export const SLOW_PACE_MS = 24 * HOUR_MS;

/** Whether the pause stops bidding at `now`. */
export const isPauseActive = (pause: AutobidPause | null, now: Date): pause is AutobidPause =>
  pause !== null && (pause.until === null || pause.until.getTime() > now.getTime());

/** The pause still in force, or null. */
export const activePause = (pause: AutobidPause | null, now: Date): AutobidPause | null =>
  isPauseActive(pause, now) ? pause : null;

/**
 * The pause an account-level refusal sets, given the one stored before. 'Too fast' cools down
 * and doubles when the previous 'too fast' began within a day; the others wait for the user.
 */
export function pauseFor(
  refusal: Extract<RefusalClassification, { scope: 'account' | 'token' }>,
  previous: AutobidPause | null,
  now: Date,
): { readonly pause: AutobidPause; readonly slowPaceUntil: Date | null } {
  if (refusal.resumes === 'user-action')
    return { pause: { code: refusal.pause, message: refusal.message, since: now, until: null }, slowPaceUntil: null };
  const repeat =
    previous !== null &&
    previous.code === 'TOO_FAST' &&
    previous.until !== null &&
    now.getTime() - previous.since.getTime() < REPEAT_WINDOW_MS;
  const length = repeat
    ? Math.min(MAX_COOL_DOWN_MS, 2 * (previous.until!.getTime() - previous.since.getTime()))
    : FIRST_COOL_DOWN_MS;
  return {
    pause: {
      code: refusal.pause,
      message: refusal.message,
      since: now,
      until: new Date(now.getTime() + Math.max(FIRST_COOL_DOWN_MS, length)),
    },
    slowPaceUntil: new Date(now.getTime() + SLOW_PACE_MS),
  };
}

/** What ends the pause, in the user's words. */
export function pauseResumesWhen(pause: AutobidPause): string {
  if (pause.until !== null) return 'It resumes by itself after a short cool-down, at a slower pace.';
  if (pause.code === 'TOKEN_INVALID') return 'It resumes when you save a new Freelancer token on your profile.';
  return 'It resumes when you turn autobidding on again.';
}

/**
 * The block message the engine and Test Bidding give while paused, Freelancer's words run into the
 * sentence: "Autobidding is paused: Freelancer says you have used all of your bids".
 */
export function pauseBlockMessage(pause: AutobidPause): string {
  const said = pause.message.trim().replace(/[.!\s]+$/, '');
  return `Autobidding is paused: Freelancer says ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
}

/** The live notice of a new pause: why, and what ends it. */
export const pauseNotice = (pause: AutobidPause): string => `${pauseBlockMessage(pause)}. ${pauseResumesWhen(pause)}`;

/** A pause as screens and live events carry it: ISO times, and what ends it in words. */
export type AutobidPauseView = {
  readonly code: AutobidPauseCode;
  readonly message: string;
  readonly since: string;
  readonly until: string | null;
  readonly resumesWhen: string;
};

export const autobidPauseView = (pause: AutobidPause): AutobidPauseView => ({
  code: pause.code,
  message: pause.message,
  since: pause.since.toISOString(),
  until: pause.until?.toISOString() ?? null,
  resumesWhen: pauseResumesWhen(pause),
});
