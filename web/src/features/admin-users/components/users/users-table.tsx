import { formatDate } from '../format';
import { ActiveSwitch, PlanSelect, RoleBadge, RowActions, SubscriptionSelect, type AdminUser, type RowContext } from './user-row-controls';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-4 py-3 align-middle text-sm text-slate-800';

const COLUMNS = ['User', 'Role', 'Subscription', 'Plan', 'Status', 'Joined', 'Actions'] as const;

/** Large screens: one row per user with the row's controls in place. */
export function UsersTable({ users, context }: { readonly users: readonly AdminUser[]; readonly context: RowContext }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full table-auto">
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user._id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <p className="font-medium text-slate-900">{user.name}</p>
                <p className="break-all text-xs text-slate-500">{user.email}</p>
              </th>
              <td className={td}>
                <RoleBadge user={user} />
              </td>
              <td className={td}>
                <SubscriptionSelect user={user} context={context} />
              </td>
              <td className={td}>
                <PlanSelect user={user} context={context} />
              </td>
              <td className={td}>
                <ActiveSwitch user={user} context={context} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
              <td className={td}>
                <RowActions user={user} context={context} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
