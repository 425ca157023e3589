import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { isAdmin } from '../components/layouts/side-nav-entries';
import { useSession } from '../lib/session';
import { paths } from '../config/paths';

/** Protected pages: a spinner while the session loads, /login when nobody is signed in. */
export function RequireUser() {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Admin pages: anonymous visitors to /login, signed-in non-admins to /dashboard. */
export function RequireAdmin() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (user === null) return <Navigate to={paths.login} replace />;
  if (!isAdmin(user)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * /login and /register: a signed-in user goes to /. Someone who signs in on the page itself is
 * left to the page, which sends them to /dashboard; redirecting them here too would race it.
 */
export function GuestOnly() {
  const { status } = useSession();
  const arrivedAnonymous = useRef(status === 'anonymous');
  if (status === 'anonymous') arrivedAnonymous.current = true;
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated' && !arrivedAnonymous.current) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
