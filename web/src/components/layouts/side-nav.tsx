import { LogOut } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useSimulatedSystems } from '@/lib/demo-mode';
import { useSession, type SessionUser } from '@/lib/session';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { useReviewCount } from '@/features/reviews/api/reviews';
import { isAdmin, isPro, sideNavEntries, type NavEntry } from './side-nav-entries';
import { paths } from '@/config/paths';

function EntryLink({
  entry,
  collapsed,
  onNavigate,
  count,
}: {
  readonly entry: NavEntry;
  readonly collapsed: boolean;
  readonly onNavigate?: () => void;
  readonly count?: number;
}) {
  const Icon = entry.icon;
  const counted = count !== undefined && count > 0;
  return (
    <NavLink
      to={entry.to}
      end
      title={collapsed ? (counted ? `${entry.label} (${count} waiting)` : entry.label) : undefined}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
          focusRing,
          isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-700 hover:bg-slate-100',
          collapsed && 'justify-center',
        )
      }
    >
      <span className="relative flex shrink-0">
        <Icon aria-hidden="true" className="h-5 w-5" />
        {/* Collapsed, the count sits on the icon: what waits stays in sight without the label. */}
        {counted && collapsed ? (
          <span
            aria-hidden="true"
            data-testid="nav-count-on-icon"
            className="absolute -top-2 -right-2.5 min-w-4 rounded-full bg-amber-800 px-1 ring-2 ring-white text-center text-[10px] leading-4 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={collapsed ? 'sr-only' : undefined}>{entry.label}</span>
      {counted ? (
        <span
          className={cn(
            'ml-auto rounded-full bg-amber-800 px-2 py-0.5 text-xs font-semibold text-white',
            collapsed && 'sr-only',
          )}
        >
          {count}
          <span className="sr-only"> waiting</span>
        </span>
      ) : null}
    </NavLink>
  );
}

function UserCard({ user, collapsed }: { readonly user: SessionUser; readonly collapsed: boolean }) {
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className={cn('flex items-center gap-3 px-3 py-4', collapsed && 'justify-center px-0')}>
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-600 text-base font-bold text-white"
      >
        {initial}
      </span>
      <div className={collapsed ? 'sr-only' : 'min-w-0'}>
        <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
        <div className="mt-1 flex gap-1">
          {isAdmin(user) ? <Badge tone="purple">Admin</Badge> : null}
          {isPro(user) ? <Badge tone="blue">Pro</Badge> : null}
        </div>
      </div>
    </div>
  );
}

/** The signed-in side navigation; `collapsed` keeps the icons only. */
export function SideNav({
  collapsed = false,
  onNavigate,
}: {
  readonly collapsed?: boolean;
  readonly onNavigate?: () => void;
}) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const simulated = useSimulatedSystems();
  const waiting = useReviewCount(user !== null);
  if (user === null) return null;
  const { main, admin } = sideNavEntries(user, { mailOutbox: simulated?.mail === true });
  const logout = () => {
    signOut();
    onNavigate?.();
    navigate(paths.login);
  };
  return (
    <div className="flex h-full flex-col">
      <UserCard user={user} collapsed={collapsed} />
      <nav aria-label="Account" className="flex-1 space-y-1 overflow-y-auto px-2">
        {main.map((entry) => (
          <EntryLink
            key={entry.to}
            entry={entry}
            collapsed={collapsed}
            onNavigate={onNavigate}
            count={entry.to === paths.review ? waiting.data : undefined}
          />
        ))}
        {admin.length === 0 ? null : (
          <>
            <p
              className={cn(
                'px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500',
                collapsed && 'sr-only',
              )}
            >
              Admin
            </p>
            {admin.map((entry) => (
              <EntryLink key={entry.to} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </>
        )}
      </nav>
      <div className="border-t border-slate-200 p-2">
        <button
          type="button"
          onClick={logout}
          title={collapsed ? 'Logout' : undefined}
          className={cn(
            'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50',
            focusRing,
            collapsed && 'justify-center',
          )}
        >
          <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : undefined}>Logout</span>
        </button>
      </div>
    </div>
  );
}
