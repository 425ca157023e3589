import type { ReactNode } from 'react';
import { pageContainer } from './class-names';

/** The title block of a public page: its one h1 and a short lead paragraph. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="border-b border-slate-200 bg-slate-50">
      <div className={`${pageContainer} py-12 sm:py-16`}>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {children === undefined ? null : <div className="mt-4 max-w-3xl text-lg text-slate-600">{children}</div>}
      </div>
    </section>
  );
}
