import { dailyActivity, lastUtcDays, type DailyActivity } from '../../../domain/stats/daily-activity.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Repositories } from '../../../ports/storage.port.js';

/** The admin's daily charts: the last `days` UTC days, today's included, every day present. */
export class GetDailyActivity {
  constructor(
    private readonly repositories: Pick<Repositories, 'bids' | 'payments'>,
    private readonly clock: Clock,
  ) {}

  /** Two grouped queries, whatever the number of bids and payments; `days` is checked at the edge (1–90). */
  async execute(input: { readonly days: number }): Promise<readonly DailyActivity[]> {
    const window = lastUtcDays(this.clock.now(), input.days);
    const [bids, payments] = await Promise.all([
      this.repositories.bids.countsByDay(window.range),
      this.repositories.payments.completedByDay(window.range),
    ]);
    return dailyActivity(window.days, bids, payments);
  }
}
