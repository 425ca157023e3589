import { pageContainer } from '../class-names';

/** Left empty on purpose: no testimonials are published until real users give them. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white">
      <div className={`${pageContainer} py-16 text-center sm:py-20`}>
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-slate-900">
          What freelancers say
        </h2>
        <p className="mt-4 text-slate-600">No testimonials yet. Yours could be the first.</p>
      </div>
    </section>
  );
}
