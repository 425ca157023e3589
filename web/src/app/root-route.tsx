import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../lib/api-client';

/** Above every page: any 401 of the API (outside payment pages) lands on /login. */
export function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => void navigate('/login', { replace: true })), [navigate]);
  return <Outlet />;
}
