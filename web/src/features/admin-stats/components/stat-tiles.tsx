import type { LucideIcon } from 'lucide-react';

export interface Tile {
  readonly label: string;
  readonly value: string | number;
  readonly icon: LucideIcon;
}

/** A titled row of figures (the spec's user tiles and bid tiles). */
export function StatTiles({ title, tiles }: { readonly title: string; readonly tiles: readonly Tile[] }) {
  const id = `tiles-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white shadow-sm p-4 sm:p-5">
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
              {label}
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-blue-600" />
            </dt>
            <dd className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
