import { Layers } from 'lucide-react';
import { useState } from 'react';
import type { AddonResponse } from '@contract/pricing';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useZarQuote } from '@/lib/checkout';
import { showsLoadError } from '@/lib/load-error-toast';
import { formatRand, formatUsd } from '@/lib/money';
import { useAddonPacks } from '../api/get-addons';
import { AddonPurchaseDialog } from './addon-purchase-dialog';

export const ADDONS_LOAD_FAILED = "We couldn't load the add-on packs.";

function PackCard({ pack, onBuy }: { readonly pack: AddonResponse; readonly onBuy: () => void }) {
  const quote = useZarQuote(pack.priceUsd);
  const quantity = pack.quantity.toLocaleString('en-US');
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:items-stretch sm:p-5">
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-slate-900">{quantity} bids</h3>
        <p className="mt-1 text-2xl font-bold text-slate-900 sm:mt-2 sm:text-3xl">{formatUsd(pack.priceUsd)}</p>
        <p className="mt-1 min-h-5 text-sm text-slate-600">
          {quote.data === undefined ? '\u00a0' : `${formatRand(quote.data.amount)} with PayFast`}
        </p>
      </div>
      <Button className="shrink-0 sm:mt-4 sm:w-full" onClick={onBuy}>
        Buy<span className="sr-only"> {quantity} bids</span>
      </Button>
    </li>
  );
}

function Skeletons() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-28 animate-pulse sm:h-44 rounded-lg border border-slate-200 bg-slate-100"
        />
      ))}
      <span className="sr-only">Loading add-on packs</span>
    </div>
  );
}

/**
 * One-time packs of extra bids, bought through the same checkout as plans. The server sells them
 * with or without a plan; without one they wait, since bids are placed only while a plan is
 * active, so that is said before anyone pays.
 */
export function AddonPacks({ planActive }: { readonly planActive: boolean }) {
  const addons = useAddonPacks();
  const [selected, setSelected] = useState<AddonResponse | null>(null);
  if (addons.isError && !showsLoadError(addons.error)) return null;

  return (
    <section aria-labelledby="addon-packs-title" className="space-y-4">
      <div className="flex items-start gap-3">
        <Layers aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-blue-600" />
        <div>
          <h2 id="addon-packs-title" className="text-lg font-semibold text-slate-900">
            Add-on Bid Packs
          </h2>
          <p className="text-sm text-slate-600">
            Need more bids this month? Packs are one-time purchases that never expire, and your plan&apos;s bids are
            always used first.
          </p>
        </div>
      </div>
      {planActive ? null : (
        <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
          Add-on bids are used while you have an active plan: autobidding needs one. They wait in your account until
          then.
        </p>
      )}
      {addons.isPending ? (
        <Skeletons />
      ) : addons.isError ? (
        <LoadFailed text={ADDONS_LOAD_FAILED} onRetry={() => void addons.refetch()} />
      ) : addons.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          No add-on packs are on sale right now.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3" aria-label="Add-on packs">
          {addons.data.map((pack) => (
            <PackCard key={pack._id} pack={pack} onBuy={() => setSelected(pack)} />
          ))}
        </ul>
      )}
      <AddonPurchaseDialog pack={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
