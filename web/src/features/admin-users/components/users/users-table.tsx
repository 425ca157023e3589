import { cn } from '@/components/ui/cn';
import { Table, TABLE_CELL, Td } from '@/components/ui/table';
import { formatDate } from '../format';
import { RoleBadge, RowActions, USER_CHANGE_CONTROLS, type AdminUser, type RowContext } from './user-row-controls';

const COLUMNS = ['User', 'Role', 'Subscription', 'Plan', 'Status', 'Joined', 'Actions'] as const;

/** Large screens: one row per user with the row's controls in place. */
export function UsersTable({ users, context }: { readonly users: readonly AdminUser[]; readonly context: RowContext }) {
  return (
    <Table caption="Users" columns={COLUMNS} className="hidden lg:block">
      {users.map((user) => (
        <tr key={user._id}>
          <th scope="row" className={cn(TABLE_CELL, 'text-left align-middle font-normal')}>
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="break-all text-xs text-slate-500">{user.email}</p>
          </th>
          <Td middle>
            <RoleBadge user={user} />
          </Td>
          {USER_CHANGE_CONTROLS.map(({ label, Control }) => (
            <Td key={label} middle>
              <Control user={user} context={context} />
            </Td>
          ))}
          <Td middle className="whitespace-nowrap">
            {formatDate(user.createdAt)}
          </Td>
          <Td middle>
            <RowActions user={user} context={context} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
