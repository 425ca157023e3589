import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../ui/button';

/**
 * What a route shows instead of a screen that threw (or whose code could not load), so a failure never
 * leaves a blank page. Inside a layout it takes only the page's place and the navigation stays usable.
 * Trying again opens the same address afresh: React Router forgets a route's error when its location
 * changes, and a lazy page's loading is attempted again.
 */
export function RouteError() {
  const location = useLocation();
  const navigate = useNavigate();
  const retry = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be shown. Try again, or come back in a moment.</p>
      <Button className="mt-8" onClick={retry}>
        Try again
      </Button>
    </section>
  );
}
