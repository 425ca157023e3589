import { useState } from 'react';
import type { BillingPeriod } from '@core/domain/users/user';
import { usePlans } from '@/lib/catalogue';
import { useRedirectMessageToast } from '@/lib/redirect-message';
import { useSession } from '@/lib/session';
import { useUsdRate } from '../api/get-usd-rate';
import { useCurrencyChoice } from '../hooks/use-currency-choice';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';
import { AccountSummary } from './account-summary';
import { BillingToggle } from './billing-toggle';
import { CurrencySelector } from './currency-selector';
import { PlanGrid } from './plan-grid';
import { PricingFaqs } from './pricing-faqs';
import { PurchaseDialog } from './purchase-dialog';

/** /pricing: the plans in the visitor's currency, monthly or annual, the purchase dialog and the pricing FAQs. */
export function PricingPage() {
  useRedirectMessageToast();
  const { user } = useSession();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { currency, detected, detectedFrom, choose, detect, lookup } = useCurrencyChoice();
  const rate = useUsdRate(currency).data?.rate ?? 1;
  const plans = usePlans();
  const flow = usePurchaseFlow();
  return (
    <div className="bg-gradient-to-b from-blue-50 via-white to-white">
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Choose Your Plan</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Automated, AI-written bids on the projects that match your skills. Billed monthly or annually, cancel
            anytime.
          </p>
        </header>
        <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-8">
          <BillingToggle value={period} onChange={setPeriod} />
          <CurrencySelector
            value={currency}
            detected={detected}
            detectedFrom={detectedFrom}
            onChange={choose}
            onDetect={detect}
            lookup={lookup}
          />
        </div>
        {user === null ? null : (
          <div className="mt-8">
            <AccountSummary user={user} plans={plans ?? []} />
          </div>
        )}
        <div className="mt-12">
          <PlanGrid
            plans={plans}
            period={period}
            currency={currency}
            rate={rate}
            user={user}
            onChoose={(plan) => flow.open(plan, period)}
          />
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600">
          {currency === 'USD'
            ? 'Prices in US dollars.'
            : `Prices in ${currency} are converted from US dollars and rounded.`}{' '}
          Payment is charged in South African rand (ZAR) through PayFast at the day’s exchange rate.
        </p>
        <div className="mt-16">
          <PricingFaqs />
        </div>
      </div>
      <PurchaseDialog flow={flow} plans={plans ?? []} />
    </div>
  );
}
