import { useId, type ReactNode } from 'react';
import { Card } from './card';

/** A titled card grouping related fields; the title names the region for screen readers. */
export function FormSection({
  title,
  description,
  children,
}: {
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description === undefined ? null : <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-5 space-y-5">{children}</div>
      </section>
    </Card>
  );
}
