import { dueReminder, PLAN_REMINDER_WINDOWS } from '../../domain/notifications/plan-reminders.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { formatUtcMoment } from '../../domain/text/utc-moment.js';

/** Where a user renews or changes their plan. */
const PRICING_PAGE = '/pricing';

/**
 * The `plan.expiring` notifications (docs/design.md#notifications), run by the engine's schedule:
 * every user whose active plan ends within a week hears so once a week ahead and once a day ahead
 * (the dedupe key names the expiry date, so reruns add nothing).
 */
export class RemindPlanExpiry {
  constructor(
    private readonly repositories: Pick<Repositories, 'users'>,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ readonly reminded: number }> {
    const now = this.clock.now();
    const widest = Math.max(...PLAN_REMINDER_WINDOWS.map((window) => window.withinMs));
    let reminded = 0;
    for (const user of await this.repositories.users.listWithPlanExpiredBy(new Date(now.getTime() + widest))) {
      const due = dueReminder(user, now);
      if (due === null || user.planExpirationDate === null) continue;
      const days = due.daysLeft === 1 ? '1 day' : `${due.daysLeft} days`;
      await this.notifier.notify({
        userId: user.id,
        kind: 'plan.expiring',
        title: `Your plan ends in ${days}`,
        body: `Your ${user.currentPlan ?? ''} plan ends on ${formatUtcMoment(user.planExpirationDate)}. Its unused plan bids expire with it and autobidding stops. Renew to keep bidding.`.replace(
          '  ',
          ' ',
        ),
        link: PRICING_PAGE,
        data: { expiresAt: user.planExpirationDate.toISOString(), plan: user.currentPlan, window: due.window },
        dedupeKey: due.dedupeKey,
      });
      reminded += 1;
    }
    return { reminded };
  }
}
