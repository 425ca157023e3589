import { Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadFailed } from '@/components/ui/load-failed';
import { isApiError } from '@/lib/api-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePlans } from '@/lib/catalogue';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useSession } from '@/lib/session';
import { useDeleteUser } from '@/features/admin-users/api/delete-user';
import { useUsers } from '@/features/admin-users/api/get-users';
import { useListParams } from '@/features/admin-users/hooks/use-list-params';
import { useUserStatusChange } from '@/features/admin-users/hooks/use-user-row-actions';
import { EmptyState } from '../empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserCards } from './user-cards';
import type { AdminUser, RowContext } from './user-row-controls';
import { UsersTable } from './users-table';

export const USERS_LOAD_FAILED = 'Failed to load users';
export const USER_DELETED = 'User deleted successfully';
export const USER_DELETE_FAILED = 'Failed to delete user';

/** The spec's toast, but the server's own words when it keeps a user for their payments: the admin needs to know to disable instead. */
const deleteRefusalText = (error: unknown): string =>
  isApiError(error) && error.errorCode === 'USER_HAS_PAYMENTS' && error.message !== ''
    ? error.message
    : USER_DELETE_FAILED;

const emptyText = (search: string): string =>
  search === '' ? 'No users have signed up yet.' : `No users match "${search}". Try another name or email address.`;

/** User Management: search, ten users a page, and per row the subscription, plan and active flag. */
export function UsersView() {
  const { search, page, text, setText, setPage } = useListParams();
  const users = useUsers(page, search);
  const plans = usePlans();
  const { user: signedIn } = useSession();
  const changeStatus = useUserStatusChange();
  const deletion = useDeleteUser();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  useLoadErrorToast([users.error], USERS_LOAD_FAILED, 'admin-users-load');

  const planOptions = useMemo(() => (plans ?? []).map((plan) => ({ value: plan.slug, label: plan.name })), [plans]);
  const context: RowContext = {
    plans: planOptions,
    currentUserId: signedIn?._id ?? null,
    onChange: changeStatus,
    onDelete: setDeleting,
  };

  // An address past the last page (an old link, or the last row deleted) goes to the last page.
  const pages = users.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (pages >= 1 && page > pages) setPage(pages);
  }, [page, pages, setPage]);

  const confirmDelete = () => {
    if (deleting === null) return;
    deletion.mutate(deleting._id, {
      onSuccess: () => void toast.success(USER_DELETED),
      onError: (error) => void toast.error(deleteRefusalText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">User Management</h1>
        <p className="mt-1 text-slate-600">
          Search users, change their subscription, plan and access, and open their details.
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-md">
          <SearchBox label="Search users" placeholder="Name or email" value={text} onChange={setText} />
        </div>
        {users.data === undefined ? null : (
          <p className="text-sm text-slate-600" aria-live="polite">
            {users.data.pagination.total === 1 ? '1 user' : `${users.data.pagination.total} users`}
          </p>
        )}
      </div>
      {users.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading users" />
        </div>
      ) : users.data === undefined ? (
        <LoadFailed text={USERS_LOAD_FAILED} onRetry={() => void users.refetch()} />
      ) : users.data.pagination.total === 0 ? (
        <EmptyState icon={Users} title="No Users Found" text={emptyText(search)} />
      ) : (
        <>
          <UserCards users={users.data.users} context={context} />
          <UsersTable users={users.data.users} context={context} />
          <Pagination
            label="User pages"
            current={users.data.pagination.current}
            pages={users.data.pagination.pages}
            onPage={setPage}
          />
        </>
      )}
      <DeleteUserDialog
        user={deleting}
        deleting={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
