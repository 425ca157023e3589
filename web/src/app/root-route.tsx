import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../lib/api-client';

/**
 * Above every page: any 401 of the API (outside payment pages) lands on /login, and a page followed
 * by a link opens at its top (Back returns to where the page was left), not at the scroll offset of
 * the page the link was on.
 */
export function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => void navigate('/login', { replace: true })), [navigate]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
