import { Clock, HelpCircle, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { textLink } from '../class-names';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/support';
import { paths } from '@/config/paths';

export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-title" className="space-y-6">
      <h2 id="contact-details-title" className="text-2xl font-bold text-slate-900">
        Contact Information
      </h2>
      <ul className="space-y-5">
        <Detail icon={<Mail aria-hidden="true" className="size-6" />} title="Email Support">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
            {SUPPORT_EMAIL}
          </a>
          <p>We answer within 24 hours.</p>
        </Detail>
        <Detail icon={<Phone aria-hidden="true" className="size-6" />} title="Phone Support">
          <a href={`tel:${SUPPORT_PHONE.dial}`} className={textLink}>
            {SUPPORT_PHONE.display}
          </a>
          <p>For account and payment questions.</p>
        </Detail>
        <Detail icon={<UserRound aria-hidden="true" className="size-6" />} title="Your Contact Person">
          <p className="font-medium text-slate-900">Priya Raman</p>
          <p>Customer Success Lead</p>
        </Detail>
        <Detail icon={<MapPin aria-hidden="true" className="size-6" />} title="Office Address">
          <address className="not-italic">
            {PRODUCT.name}, 3rd Floor, 80 Feet Road
            <br />
            Koramangala, Bengaluru 560034
            <br />
            India
          </address>
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="size-6" />} title="Business Hours">
          <p>Monday-Friday 9:00 AM-6:00 PM IST</p>
        </Detail>
      </ul>
      <div className="rounded-xl bg-blue-50 p-5">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <HelpCircle aria-hidden="true" className="size-5 text-blue-700" />
          Quick Help
        </h3>
        <p className="mt-2 text-slate-700">
          Many questions are answered already in our{' '}
          <Link to={paths.faq} className={textLink}>
            Frequently Asked Questions
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
        {icon}
      </span>
      <div className="min-w-0 text-slate-600">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}
