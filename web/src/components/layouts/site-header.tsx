import { Menu, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { Logo } from './logo';
import { paths } from '@/config/paths';

interface HeaderLink {
  readonly to: string;
  readonly label: string;
}

/** the header's links depend on whether someone is signed in. */
export function headerLinks(signedIn: boolean): {
  readonly links: readonly HeaderLink[];
  readonly action: HeaderLink;
  readonly signIn: HeaderLink | null;
} {
  const links: HeaderLink[] = [
    { to: paths.home, label: 'Home' },
    { to: paths.pricing, label: 'Pricing' },
    { to: paths.faq, label: 'FAQ' },
  ];
  if (signedIn) links.push({ to: paths.dashboard, label: 'Dashboard' });
  return {
    links,
    signIn: signedIn ? null : { to: paths.login, label: 'Sign In' },
    action: signedIn ? { to: paths.dashboard, label: 'Go to Dashboard' } : { to: paths.register, label: 'Get Started' },
  };
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    focusRing,
    isActive ? 'text-blue-700' : 'text-slate-700 hover:text-blue-700',
  );

export function SiteHeader() {
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const { links, signIn, action } = headerLinks(status === 'authenticated');
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Escape closes the open small-screen menu from its button or any of its links, as a menu button does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggle.current?.focus();
  };
  return (
    <header className="border-b border-slate-200 bg-white" onKeyDown={onKeyDown}>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClasses}>
              {link.label}
            </NavLink>
          ))}
          {signIn === null ? null : (
            <NavLink to={signIn.to} className={linkClasses}>
              {signIn.label}
            </NavLink>
          )}
          <NavLink to={action.to} className={buttonClasses('primary', 'ml-2')}>
            {action.label}
          </NavLink>
        </nav>
        <button
          ref={toggle}
          type="button"
          className={cn('rounded-md p-2 text-slate-700 md:hidden', focusRing)}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {open ? (
        <nav
          id="site-menu"
          aria-label="Main"
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 md:hidden"
        >
          {[...links, ...(signIn === null ? [] : [signIn])].map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClasses} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to={action.to} className={buttonClasses('primary', 'mt-2')} onClick={close}>
            {action.label}
          </NavLink>
        </nav>
      ) : null}
    </header>
  );
}
