import { Link } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { SUPPORT_EMAIL } from '@/config/support';
import { paths } from '@/config/paths';

interface FooterGroup {
  readonly title: string;
  readonly links: ReadonlyArray<{ readonly to: string; readonly label: string }>;
}

/** every footer link, grouped. */
const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { to: `${paths.home}#features`, label: 'Features' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.contactUs, label: 'Contact Us' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: paths.profile, label: 'Profile' },
      { to: paths.settings, label: 'Settings' },
      { to: paths.subscription, label: 'Subscription' },
      { to: paths.bidLogs, label: 'Bid Logs' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsAndConditions, label: 'Terms & Conditions' },
      { to: paths.refundPolicy, label: 'Refund Policy' },
      { to: paths.shippingDelivery, label: 'Shipping & Delivery' },
      { to: paths.cookiePolicy, label: 'Cookie Policy' },
    ],
  },
];

const linkClasses = cn(
  'rounded text-sm text-slate-300 hover:text-white',
  focusRing,
  'focus-visible:ring-offset-slate-900',
);

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT.name}</p>
          <p className="mt-2 text-sm">AI-written proposals, placed on {PRODUCT.host} on your schedule.</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={cn(linkClasses, 'mt-4 inline-block')}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-sm">
        © {new Date().getFullYear()} {PRODUCT.name}. All rights reserved.
      </p>
    </footer>
  );
}
