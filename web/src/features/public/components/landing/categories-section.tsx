import { Code2, Database, Megaphone, Palette, PenLine, Smartphone } from 'lucide-react';
import { PRODUCT } from '@core/domain/config';
import { pageContainer } from '../class-names';

/** The six categories the built-in {host} simulator posts in, with typical fixed-price budgets. */
const CATEGORIES = [
  { icon: Code2, name: 'Web Development', budget: '$250 – $1,500' },
  { icon: Smartphone, name: 'Mobile Apps', budget: '$500 – $3,000' },
  { icon: Palette, name: 'Design', budget: '$100 – $800' },
  { icon: PenLine, name: 'Writing & Content', budget: '$30 – $300' },
  { icon: Database, name: 'Data Entry & Admin', budget: '$20 – $250' },
  { icon: Megaphone, name: 'Digital Marketing', budget: '$100 – $1,000' },
] as const;

export function CategoriesSection() {
  return (
    <section aria-labelledby="categories-title" className="bg-slate-50">
      <div className={`${pageContainer} py-16 sm:py-20`}>
        <h2 id="categories-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Projects you can win
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-600">
          {PRODUCT.name} bids wherever your skills fit on {PRODUCT.host}. Example budgets from popular categories:
        </p>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(({ icon: Icon, name, budget }) => (
            <li key={name} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-blue-600" />
              <div>
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <p className="text-sm text-slate-600">
                  Example budget: <span className="font-medium text-slate-900">{budget}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
