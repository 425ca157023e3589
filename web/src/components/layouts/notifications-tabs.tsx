import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { paths } from '@/config/paths';

/** The notification pages, one tab each. */
export const NOTIFICATION_TABS: readonly { readonly to: string; readonly label: string }[] = [
  { to: paths.notifications, label: 'Inbox' },
  { to: paths.notificationPreferences, label: 'Preferences' },
  { to: paths.notificationChannels, label: 'Channels' },
  { to: paths.notificationWebhooks, label: 'Webhooks' },
];

/** The pages of notifications as a row of links, the current one marked for eyes and screen readers. */
export function NotificationsTabs() {
  return (
    <nav aria-label="Notification pages" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {NOTIFICATION_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
                  focusRing,
                  isActive
                    ? 'border-blue-600 text-blue-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every notification page: one width, the heading, then the tabs, then the page's own
 * intro. The tabs are one row of places to switch between; were the width or the text above them to
 * differ from page to page, they and the content would jump sideways or down at every switch.
 */
export function NotificationsPage({
  title,
  intro,
  children,
}: {
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <NotificationsTabs />
      </header>
      <p className="text-slate-600">{intro}</p>
      {children}
    </div>
  );
}
