import type { User } from '../users/user.js';

const DAY_MS = 24 * 60 * 60_000;

/** The reminders before a plan ends: a week ahead, and a day ahead. */
export const PLAN_REMINDER_WINDOWS = [
  { name: '7d', withinMs: 7 * DAY_MS },
  { name: '1d', withinMs: DAY_MS },
] as const;
export type PlanReminderWindow = (typeof PLAN_REMINDER_WINDOWS)[number]['name'];

/**
 * The reminder a user is due now, or null: an active plan ending within a day gets the 1-day one,
 * within a week the 7-day one. A plan with a change scheduled for its end goes on, so it gets none.
 * The dedupe key names the expiry date, so each reminder goes once per plan period however often
 * the job runs, and a renewed plan (a new date) is reminded again.
 */
export function dueReminder(
  user: User,
  now: Date,
): { readonly window: PlanReminderWindow; readonly daysLeft: number; readonly dedupeKey: string } | null {
  const expiry = user.planExpirationDate;
  if (user.planStatus !== 'active' || expiry === null || user.scheduledPlan !== null) return null;
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return null;
  const window = [...PLAN_REMINDER_WINDOWS].reverse().find((candidate) => left <= candidate.withinMs);
  if (window === undefined) return null;
  return {
    window: window.name,
    daysLeft: Math.ceil(left / DAY_MS),
    dedupeKey: `plan.expiring:${user.id}:${expiry.toISOString()}:${window.name}`,
  };
}
