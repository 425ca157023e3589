import type { ReactNode } from 'react';

/** The frame both sign-in screens share: a centred card with a title, a line of copy and a corner link. */
export function AuthCard({
  title,
  intro,
  corner,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly corner?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {corner === undefined ? null : <div className="mb-2 flex justify-end text-sm">{corner}</div>}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
