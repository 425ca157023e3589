import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { useAddons } from '@/lib/catalogue';
import { pricingFaqs } from './pricing-faq-entries';

/** 'Pricing FAQs': one question open at a time; the add-on packs come from the server. */
export function PricingFaqs() {
  const addons = useAddons();
  const faqs = pricingFaqs(addons.data ?? (addons.isPending ? 'loading' : 'unavailable'));
  return (
    <section aria-labelledby="pricing-faqs" className="mx-auto w-full max-w-3xl">
      <h2 id="pricing-faqs" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        Pricing FAQs
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} value={`pricing-faq-${index}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger
                  className={cn(
                    'group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50',
                    focusRing,
                  )}
                >
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-slate-600">{faq.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
