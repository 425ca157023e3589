import { BarChart3, Bot, Clock, ShieldCheck, SlidersHorizontal, Target } from 'lucide-react';
import { PRODUCT } from '@core/domain/config';
import { pageContainer } from '../class-names';

const FEATURES = [
  {
    icon: Bot,
    title: 'AI-written proposals',
    text: 'Every proposal is written for the project in front of it, from your prompt, your skills and the client’s brief.',
  },
  {
    icon: Target,
    title: 'Smart project matching',
    text: 'Only projects that match your skills, your budget rules and your limit on competing bids get a bid.',
  },
  {
    icon: Clock,
    title: 'Automation on your schedule',
    text: 'Bid every 1 to 60 minutes (1m, 5m, 10m and more), around the clock or only within the hours you set.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Budget and bid rules',
    text: 'Set a minimum bid and a share of the client’s budget, skip hourly projects, and cap bids per day.',
  },
  {
    icon: ShieldCheck,
    title: `Secure ${PRODUCT.host} connection`,
    text: `Bids are placed with your own ${PRODUCT.host} account; your OAuth token is stored encrypted and never shown in logs.`,
  },
  {
    icon: BarChart3,
    title: 'Live dashboard and bid logs',
    text: 'Follow every bid as it happens: status, amount, proposal and result, with your remaining bids always in view.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-slate-50">
      <div className={`${pageContainer} py-16 sm:py-20`}>
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Everything you need to bid on autopilot
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-600">
          {PRODUCT.name} does the searching, writing and submitting. You keep control of every rule.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-blue-600" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
