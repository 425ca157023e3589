import { BadgeCheck, GraduationCap, Scale, Search } from 'lucide-react';
import { PRODUCT } from '@core/domain/config';
import { pageContainer } from '../class-names';

/** Four short lessons on winning work, each tied to the setting in {product} that applies it. */
const LESSONS = [
  {
    icon: GraduationCap,
    title: 'Write proposals clients read',
    text: 'Open with the client’s problem, show one relevant result and keep it short. Your prompt tells the AI how.',
  },
  {
    icon: Scale,
    title: 'Price to win, not to lose',
    text: 'Bid a share of the client’s upper budget with a floor you never go below, so every bid is worth winning.',
  },
  {
    icon: Search,
    title: 'Pick your battles',
    text: 'Projects with dozens of bids are hard to win. Skip them and spend your bids where you stand out.',
  },
  {
    icon: BadgeCheck,
    title: 'Keep your profile complete',
    text: `Sync your skills from ${PRODUCT.host} and verify your profile to reach larger projects.`,
  },
] as const;

export function EducationSection() {
  return (
    <section aria-labelledby="education-title" className="bg-white">
      <div className={`${pageContainer} py-16 sm:py-20`}>
        <h2 id="education-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Learn how to win more projects
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-600">
          For freelancers, students and professionals: what wins work, and how {PRODUCT.name} puts it into practice.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LESSONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-blue-50 p-6">
              <Icon aria-hidden="true" className="size-7 text-blue-700" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
