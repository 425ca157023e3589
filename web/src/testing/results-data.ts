import type { FunnelView } from '@contract/analytics';
import { buildFunnel, replyTimeSentence } from '@core/domain/stats/funnel';

/** The funnel GET /api/analytics/funnel answers, built by core's own rule from these days' counts. */
export function testFunnel(days: 7 | 30 | 90 = 30, options: { readonly empty?: boolean } = {}): FunnelView {
  const end = Date.parse('2026-03-30T00:00:00.000Z');
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
  const busy = options.empty === true ? [] : dayList.slice(-3);
  const funnel = buildFunnel({
    window: days,
    days: dayList,
    runs: busy.map((day) => ({ day, scanned: 400, matched: 40, queued: 20, skipped: 360 })),
    bids: busy.map((day, index) => ({
      day,
      placed: 20,
      replied: index + 3,
      awarded: index,
      refused: 1,
      held: 1,
      declined: 1,
    })),
    planBidsSpent: options.empty === true ? 0 : 60,
    replyDelaysMs: options.empty === true ? [] : [2, 3, 5, 8, 30].map((hours) => hours * 3_600_000),
    skills:
      options.empty === true
        ? []
        : [
            ...Array.from({ length: 8 }, (_, n) => ({ skills: ['React.js'], awarded: n < 2 })),
            ...Array.from({ length: 6 }, (_, n) => ({ skills: ['PHP'], awarded: n < 1 })),
          ],
  });
  return { ...funnel, replyTime: { ...funnel.replyTime, summary: replyTimeSentence(funnel.replyTime) } };
}
