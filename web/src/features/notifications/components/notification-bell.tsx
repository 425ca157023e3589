import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { useUnreadCount } from '../api/notifications';
import { paths } from '@/config/paths';

/** "Notifications, 3 unread": what the bell says to a screen reader. */
export const bellLabel = (unread: number): string =>
  unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;

/** The app header's bell: the unread count as a badge, kept current by the live stream; opens the inbox. */
export function NotificationBell({ className }: { readonly className?: string }) {
  const unread = useUnreadCount().data ?? 0;
  return (
    <Link
      to={paths.notifications}
      aria-label={bellLabel(unread)}
      className={cn('relative inline-flex rounded-md p-2 text-slate-700 hover:bg-slate-100', focusRing, className)}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread === 0 ? null : (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
