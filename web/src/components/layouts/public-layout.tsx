import { Outlet } from 'react-router-dom';
import { DemoModeBanner } from './demo-mode-banner';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public pages (landing, pricing, FAQ, legal, sign-in…): the site header, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <DemoModeBanner />
      <SiteHeader />
      <main id="main" className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
