import * as Dialog from '@radix-ui/react-dialog';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DemoModeBanner } from './demo-mode-banner';
import { Logo } from './logo';
import { focusPageStart } from './route-focus';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';

const iconButton = cn('rounded-md p-2 text-slate-700 hover:bg-slate-100', focusRing);

/**
 * Signed-in screens: the side navigation beside the page. On large screens it is a column that
 * collapses to icons; on small ones a menu button opens it as a slide-over (a Radix dialog, so it
 * traps focus and closes on Escape).
 */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // A link followed from the slide-over closes it: focus then goes to the page, not back to the menu button.
  const followedLink = useRef(false);
  const closeOnNavigate = () => {
    followedLink.current = true;
    setMenuOpen(false);
  };
  const focusAfterClose = (event: Event) => {
    if (!followedLink.current) return;
    followedLink.current = false;
    event.preventDefault();
    focusPageStart();
  };
  return (
    <div className="flex min-h-screen bg-slate-50">
      <SkipLink />
      {/* The column runs the page's full height; the navigation inside it stays in view while the page scrolls. */}
      <div
        className={cn(
          'hidden shrink-0 border-r border-slate-200 bg-white transition-[width] lg:block',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <aside className="sticky top-0 flex h-screen flex-col">
          <div
            className={cn(
              'flex items-center border-b border-slate-200 px-3 py-3',
              collapsed ? 'justify-center' : 'justify-between',
            )}
          >
            {collapsed ? null : <Logo />}
            <button
              type="button"
              className={iconButton}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
              )}
              <span className="sr-only">{collapsed ? 'Expand navigation' : 'Collapse navigation'}</span>
            </button>
          </div>
          <SideNav collapsed={collapsed} />
        </aside>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <DemoModeBanner />
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
            <Logo />
            <div className="flex items-center gap-1">
              <NotificationBell />
              <Dialog.Trigger className={iconButton}>
                <Menu aria-hidden="true" className="h-6 w-6" />
                <span className="sr-only">Open navigation</span>
              </Dialog.Trigger>
            </div>
          </header>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
            <Dialog.Content
              onCloseAutoFocus={focusAfterClose}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl lg:hidden"
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-3 py-3">
                <Dialog.Title className="text-base font-semibold text-slate-900">Navigation</Dialog.Title>
                <Dialog.Close className={iconButton}>
                  <X aria-hidden="true" className="h-5 w-5" />
                  <span className="sr-only">Close navigation</span>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Pages of your account</Dialog.Description>
              <SideNav onNavigate={closeOnNavigate} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        {/* On large screens the bell has a header of its own above the page (the small screens' bar holds it there). */}
        <header className="hidden items-center justify-end border-b border-slate-200 bg-white px-8 py-2 lg:flex">
          <NotificationBell />
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
