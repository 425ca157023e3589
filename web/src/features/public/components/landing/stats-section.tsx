import { pageContainer } from '../class-names';

/** The product's marketing claims, shown as they are written. */
const STATS = [
  { value: '120K+', label: 'Projects analyzed' },
  { value: '35K+', label: 'Proposals generated' },
  { value: '18K+', label: 'Successful bids' },
  { value: '32%', label: 'Success-rate improvement' },
  { value: '100%', label: 'Compliance' },
  { value: '99.9%', label: 'Uptime' },
] as const;

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-slate-200 bg-white">
      <div className={`${pageContainer} py-12`}>
        <h2 id="stats-title" className="sr-only">
          Results so far
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-cols-6">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-blue-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
