import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { pageContainer } from '../class-names';
import { paths } from '@/config/paths';

const REASONS = [
  'Plans that grow with you: up to 50 bids, up to 200 bids or unlimited bids',
  'Add-on bid packs that never expire, used only after your plan’s bids',
  'Setup in 5 minutes: paste your token, sync your skills, start autobidding',
  'Cancel anytime; your plan stays active until the end of its billing period',
] as const;

export function GetsBetterSection() {
  return (
    <section aria-labelledby="gets-better-title" className="bg-blue-700 text-white">
      <div className={`${pageContainer} grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:items-center`}>
        <div>
          <h2 id="gets-better-title" className="text-3xl font-bold tracking-tight">
            And it gets better
          </h2>
          <p className="mt-4 text-blue-100">
            {PRODUCT.name} keeps bidding while you work, sleep or study, and stops on its own when your bids run out.
          </p>
          <p className="mt-6">
            <Link
              to={paths.pricing}
              className="rounded-sm font-semibold text-white underline underline-offset-4 hover:text-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Compare plans
            </Link>
          </p>
        </div>
        <ul className="space-y-4">
          {REASONS.map((reason) => (
            <li key={reason} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-200" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
