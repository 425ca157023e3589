import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { formatDate } from '../format';
import { RoleBadge, RowActions, USER_CHANGE_CONTROLS, type AdminUser, type RowContext } from './user-row-controls';

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function UserCard({ user, context }: { readonly user: AdminUser; readonly context: RowContext }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={cn('flex w-full items-start justify-between gap-3 rounded-lg p-4 text-left', focusRing)}
        >
          <span className="min-w-0">
            <span className="block break-words font-semibold text-slate-900">{user.name}</span>
            <span className="block break-all text-sm font-normal text-slate-500">{user.email}</span>
            <span className="mt-2 flex flex-wrap gap-2">
              <RoleBadge user={user} />
              <Badge tone={user.isActive ? 'green' : 'red'}>{user.isActive ? 'Active' : 'Disabled'}</Badge>
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('mt-1 h-5 w-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 p-4">
        <dl className="space-y-3">
          {USER_CHANGE_CONTROLS.map(({ label, Control }) => (
            <Row key={label} label={label}>
              <Control user={user} context={context} />
            </Row>
          ))}
          <Row label="Joined">
            <span className="text-sm text-slate-800">{formatDate(user.createdAt)}</span>
          </Row>
        </dl>
        <div className="mt-4">
          <RowActions user={user} context={context} />
        </div>
      </div>
    </li>
  );
}

/** Small screens: a card per user that opens to show the row's controls. */
export function UserCards({ users, context }: { readonly users: readonly AdminUser[]; readonly context: RowContext }) {
  return (
    <ul aria-label="Users" className="space-y-3 lg:hidden">
      {users.map((user) => (
        <UserCard key={user._id} user={user} context={context} />
      ))}
    </ul>
  );
}
