import type { ProjectType } from '@core/domain/bidding/project';
import { bidAmountTexts } from '@/lib/money';

/**
 * A bid's amount in a list row or card: an hourly rate shows as '$11.50/hr' and is read out in
 * words, '$11.50 per hour', since '/hr' is an abbreviation screen readers spell out; a fixed price as it is.
 */
export function BidAmount({
  amount,
  currency,
  projectType,
}: {
  readonly amount: number;
  readonly currency: string;
  readonly projectType: ProjectType | null;
}) {
  const { short, full } = bidAmountTexts(amount, currency, projectType);
  if (short === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}
