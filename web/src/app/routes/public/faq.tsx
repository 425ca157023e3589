import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { textLink } from '@/features/public/components/class-names';
import { FaqAccordion } from '@/features/public/components/faq/faq-accordion';
import { FAQ_ENTRIES } from '@/features/public/components/faq/faq-questions';
import { PageIntro } from '@/features/public/components/page-intro';
import { paths } from '@/config/paths';

export default function FaqRoute() {
  return (
    <>
      <PageIntro title="Frequently Asked Questions">
        <p>Everything about how {PRODUCT.name} bids for you, what it costs and how your account stays safe.</p>
      </PageIntro>
      <section aria-label="Questions and answers" className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <FaqAccordion entries={FAQ_ENTRIES} />
        <p className="mt-10 text-center text-slate-600">
          Still have a question?{' '}
          <Link to={paths.contactUs} className={textLink}>
            Contact us
          </Link>
        </p>
      </section>
    </>
  );
}
