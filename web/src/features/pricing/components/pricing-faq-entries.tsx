import type { ReactNode } from 'react';
import type { AddonResponse } from '@contract/pricing';
import { PRODUCT } from '@core/domain/config';
import { formatUsd } from '@/lib/money';

export interface PricingFaq {
  readonly question: string;
  readonly answer: ReactNode;
}

const { name: product, host } = PRODUCT;

const grouped = new Intl.NumberFormat('en-US');

/** The packs as the server sells them; while they load (or if they cannot be read) the answer says so. */
function AddonPacks({ addons }: { readonly addons: readonly AddonResponse[] | 'loading' | 'unavailable' }) {
  if (addons === 'loading') return <p className="mt-2">Loading the packs…</p>;
  if (addons === 'unavailable' || addons.length === 0)
    return <p className="mt-2">The current packs are listed on your Subscription page.</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Add-on packs">
      {addons.map((pack) => (
        <li key={pack._id}>
          {grouped.format(pack.quantity)} bids for {formatUsd(pack.priceUsd)}
        </li>
      ))}
    </ul>
  );
}

/** The pricing page's questions, add-on bids first; consistent with the Terms and the Refund Policy. */
export function pricingFaqs(addons: readonly AddonResponse[] | 'loading' | 'unavailable'): readonly PricingFaq[] {
  return [
    {
      question: 'What are add-on bids, and how do I buy them?',
      answer: (
        <>
          <p>Add-on bid packs are one-time purchases that top up your balance on top of your plan:</p>
          <AddonPacks addons={addons} />
          <p className="mt-2">
            Add-on bids do not expire, and your plan&apos;s bids are always used first. Buy a pack from your
            Subscription page while signed in; it is paid through PayFast like a plan.
          </p>
        </>
      ),
    },
    {
      question: 'Do my bids expire?',
      answer:
        'Plan bids last for the billing period you paid for: one month on a monthly plan, one year on an annual plan. Bids left when the plan expires end with it. Extra bids never expire: add-on bids, and the bids kept from your plan when you upgrade.',
    },
    {
      question: 'In what order are my bids used?',
      answer: `Every bid ${product} places uses one bid: your plan's bids first, then your extra bids (add-on bids, and bids kept from an earlier plan) once the plan's are used up. A bid that could not be placed because the project no longer exists is given back. When your balance reaches zero, autobidding stops until you buy a plan or a pack.`,
    },
    {
      question: 'Can I change or cancel my plan?',
      answer:
        'Yes. Choose another plan on this page; the confirmation shows what will happen before you pay. A plan that costs more per month starts as soon as it is paid, and the bids left on your current plan are kept as extra bids that never expire. A plan that costs the same or less per month (including switching to annual billing) starts when the period you paid for ends: you keep your current plan and its bids until then. To cancel, simply do not buy another period: your plan stays active until the end of the period you paid for.',
    },
    {
      question: 'How does billing work?',
      answer:
        'Prices are set in US dollars and can be shown in your currency. You pay by card on PayFast’s secure checkout, charged in South African rand (ZAR) at the day’s exchange rate, once per billing period; nothing is charged again automatically. Annual billing costs about 17% less than twelve monthly payments. Payments are not refundable, as our Refund Policy explains.',
    },
    {
      question: `How does ${product} bid for me?`,
      answer: `Once autobidding is on, ${product} checks ${host} for new projects at the interval you choose (every 1 to 60 minutes), keeps the ones that match your skills and rules, writes a proposal for each with AI and places the bid from your own ${host} account. Every bid appears in Bid Logs.`,
    },
    {
      question: 'Can I customize the proposals?',
      answer: `Yes. Write your own prompt in Custom Prompt to set the tone, structure and what to highlight; ${product} fills in each project's details and your profile. In Settings you also choose the minimum bid, the share of the client's budget to bid and the delivery time.`,
    },
    {
      question: `Is my ${host} account safe?`,
      answer: `${product} bids through ${host}'s official API with your own OAuth token, which is encrypted before it is stored and never shown to our staff. Card details are entered on PayFast and never reach ${product}. You stay in control: stop autobidding at any time from the dashboard.`,
    },
    {
      question: 'Can I cancel anytime?',
      answer:
        'Yes. There is no contract and no automatic renewal: your plan simply ends at the end of the period you paid for, and you can come back whenever you like by choosing a plan here.',
    },
  ];
}
