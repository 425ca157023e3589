import type { AutobidPauseMessage } from '@contract/events';
import { formatNearTime } from '@/lib/date-format';

/**
 * The time a cool-down ends, as the dashboard's notice and the settings switch both give it: in
 * the app's one time format ('2:16 PM'), as the Last run card beside the notice writes its times.
 */
export const pauseClockTime = (iso: string): string => formatNearTime(iso);

/**
 * The Autobidding switch's words while Freelancer's pause is in force (docs/design.md#refusals),
 * or null when plain 'Active' / 'Stopped' is the truth. A cool-down leaves the switch on and ends
 * by itself: switched off, nothing is bid anyway. The other pauses switch it off and end when it
 * is switched on again: switched on in the form, saving ends the pause.
 */
export function pausedSwitchWords(pause: AutobidPauseMessage | null, on: boolean): string | null {
  if (pause === null) return null;
  if (pause.until !== null)
    return on ? `Active, paused by Freelancer until about ${pauseClockTime(pause.until)}` : null;
  return on ? null : `Stopped: paused by Freelancer. ${pause.resumesWhen}`;
}
