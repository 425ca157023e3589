import * as Switch from '@radix-ui/react-switch';
import { Eye, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AdminUserResponse } from '@contract/admin-users';
import type { SubscriptionStatus } from '@core/domain/users/user';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import type { SelectOption } from '@/lib/bidding-options';
import type { UserStatusChange } from '@/features/admin-users/api/change-user-status';
import { adminUserPath } from '@/config/paths';

export type AdminUser = AdminUserResponse;

/** What every row control needs: the plans to offer, who is signed in, and where changes and deletions go. */
export interface RowContext {
  readonly plans: readonly SelectOption[];
  readonly currentUserId: string | null;
  readonly onChange: (userId: string, change: UserStatusChange) => void;
  readonly onDelete: (user: AdminUser) => void;
}

const SUBSCRIPTION_OPTIONS: readonly { readonly value: SubscriptionStatus; readonly label: string }[] = [
  { value: 'inactive', label: 'Inactive' },
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
];

const SUBSCRIPTION_VALUES = new Set<string>(SUBSCRIPTION_OPTIONS.map((option) => option.value));
const isSubscriptionStatus = (value: string): value is SubscriptionStatus => SUBSCRIPTION_VALUES.has(value);

const compactSelect = inputClasses(false, 'w-full min-w-[8.5rem] py-1.5 pr-8');

export const isAdminUser = (user: AdminUser): boolean => user.role === 'admin';

export function RoleBadge({ user }: { readonly user: AdminUser }) {
  return isAdminUser(user) ? <Badge tone="purple">Admin</Badge> : <Badge tone="grey">User</Badge>;
}

export function SubscriptionSelect({ user, context }: { readonly user: AdminUser; readonly context: RowContext }) {
  return (
    <select
      aria-label={`Subscription status of ${user.name}`}
      value={user.subscriptionStatus}
      onChange={(event) => {
        if (isSubscriptionStatus(event.target.value))
          context.onChange(user._id, { subscriptionStatus: event.target.value });
      }}
      className={compactSelect}
    >
      {SUBSCRIPTION_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * 'No Plan' and the plan list; a plan that is no longer listed (deactivated) stays selectable as the
 * current value, by its slug (the list names only the plans on offer) and marked deactivated.
 */
export function PlanSelect({ user, context }: { readonly user: AdminUser; readonly context: RowContext }) {
  const current = user.subscriptionPlan ?? '';
  const listed = current === '' || context.plans.some((plan) => plan.value === current);
  const options = [
    { value: '', label: 'No Plan' },
    ...context.plans,
    ...(listed ? [] : [{ value: current, label: `${current} (deactivated)` }]),
  ];
  return (
    <select
      aria-label={`Plan of ${user.name}`}
      value={current}
      onChange={(event) =>
        context.onChange(user._id, { subscriptionPlan: event.target.value === '' ? null : event.target.value })
      }
      className={compactSelect}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Active/Disabled; an admin cannot disable their own account, so their own switch is off limits. */
export function ActiveSwitch({ user, context }: { readonly user: AdminUser; readonly context: RowContext }) {
  const stateId = useId();
  const self = user._id === context.currentUserId;
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        checked={user.isActive}
        onCheckedChange={(isActive) => context.onChange(user._id, { isActive })}
        disabled={self}
        aria-label={`Active status of ${user.name}`}
        aria-describedby={stateId}
        title={self ? 'You cannot disable your own account' : undefined}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-green-600 data-[state=unchecked]:bg-slate-300',
          focusRing,
        )}
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <span id={stateId} className={cn('text-sm font-medium', user.isActive ? 'text-green-700' : 'text-red-700')}>
        {user.isActive ? 'Active' : 'Disabled'}
      </span>
    </div>
  );
}

/** View goes to the details and remembers this list's address for the way back; admins have no Delete. */
export function RowActions({ user, context }: { readonly user: AdminUser; readonly context: RowContext }) {
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={adminUserPath(user._id)}
        state={{ from: `${location.pathname}${location.search}` }}
        className={buttonClasses('secondary', 'px-3 py-1.5')}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
        View<span className="sr-only"> {user.name}</span>
      </Link>
      {isAdminUser(user) ? null : (
        <button
          type="button"
          onClick={() => context.onDelete(user)}
          className={buttonClasses('ghost', 'px-3 py-1.5 text-red-700 hover:bg-red-50')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete<span className="sr-only"> {user.name}</span>
        </button>
      )}
    </div>
  );
}

/** The controls that change a user, in the order both the table's columns and a card's rows show them. */
export const USER_CHANGE_CONTROLS = [
  { label: 'Subscription', Control: SubscriptionSelect },
  { label: 'Plan', Control: PlanSelect },
  { label: 'Status', Control: ActiveSwitch },
] as const;
