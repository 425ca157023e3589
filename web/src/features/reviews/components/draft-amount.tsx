import { money } from './review-display';

/**
 * A draft's amount: an hourly project's is a rate, shown '$50.00/hr' as Bid Logs shows the same bid,
 * and read out '$50.00 per hour' ('/hr' is an abbreviation screen readers spell out); a fixed price as it is.
 */
export function DraftAmount({
  amount,
  currency,
  hourly,
}: {
  readonly amount: number;
  readonly currency: string;
  readonly hourly: boolean;
}) {
  const price = money(amount, currency);
  if (!hourly) return <>{price}</>;
  return (
    <>
      <span aria-hidden="true">{price}/hr</span>
      <span className="sr-only">{price} per hour</span>
    </>
  );
}
