import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { focusRing, pageContainer, primaryButton } from '../class-names';
import { paths } from '@/config/paths';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
      <div className={`${pageContainer} py-16 text-center sm:py-24`}>
        <p className="inline-block rounded-full bg-blue-100 px-4 py-1 text-sm font-medium text-blue-800">
          Join 15,000+ campaigns
        </p>
        {/* A non-breaking hyphen keeps 'AI-written' whole on a phone. */}
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
        >
          Win more {PRODUCT.host} projects with {'AI\u2011written'} bids
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          {PRODUCT.name} finds the projects that match your skills, writes a proposal for each one and places the bid
          from your own {PRODUCT.host} account, on a schedule you choose.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link to={paths.pricing} className={primaryButton}>
            Get Started
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <a
            href="#features"
            className={`rounded-lg px-5 py-3 font-semibold text-blue-700 ring-1 ring-blue-200 hover:bg-blue-50 ${focusRing}`}
          >
            See how it works
          </a>
        </div>
        <p className="mt-6 text-sm text-slate-500">Setup in 5 minutes • Cancel anytime</p>
      </div>
    </section>
  );
}
