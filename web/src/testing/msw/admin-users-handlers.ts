import { http, HttpResponse } from 'msw';
import type {
  AdminBidResponse,
  AdminUserResponse,
  ChangeUserStatusResponse,
  DeleteUserResponse,
  GetUserDetailsResponse,
  SetAvailableBidsResponse,
  UserBidsResponse,
  UsersResponse,
} from '@contract/admin-users';
import type { PlanResponse, PlansResponse } from '@contract/pricing';
import { testPlans } from '../pricing-data';
import type { Received } from './bidding-handlers';
import { apiUrl } from './handlers';

const pageOf = <T>(rows: readonly T[], url: URL, defaultLimit: number) => {
  const page = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? String(defaultLimit));
  return {
    items: rows.slice((page - 1) * limit, page * limit),
    pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length, limit },
  };
};

/** GET /api/admin/users over `rows`, searched by name or email and paged as the server does. */
export const usersHandler = (rows: readonly AdminUserResponse[]) =>
  http.get(apiUrl('/admin/users'), ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = rows.filter(
      (user) => search === '' || user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search),
    );
    const { items, pagination } = pageOf(found, url, 10);
    return HttpResponse.json<UsersResponse>({ success: true, users: items, pagination });
  });

export const planOptionsHandler = (plans: readonly PlanResponse[] = testPlans().slice(0, 2)) =>
  http.get(apiUrl('/pricing/plans'), () => HttpResponse.json<PlansResponse>({ success: true, plans }));

/** PATCH /api/admin/users/:id/status: records the body and answers the row with it applied. */
export const changeStatusHandler = (received: Received, rows: readonly AdminUserResponse[]) =>
  http.patch(apiUrl('/admin/users/:id/status'), async ({ request, params }) => {
    const body = (await request.json()) as Partial<AdminUserResponse>;
    received.push(body);
    const user = { ...(rows.find((row) => row._id === params.id) ?? rows[0]!), ...body };
    return HttpResponse.json<ChangeUserStatusResponse>({
      success: true,
      message: 'User status updated successfully',
      user,
    });
  });

export const deleteUserHandler = (deleted: string[]) =>
  http.delete(apiUrl('/admin/users/:id'), ({ params }) => {
    deleted.push(String(params.id));
    return HttpResponse.json<DeleteUserResponse>({ success: true, message: 'User deleted successfully' });
  });

export const userDetailsHandler = (details: GetUserDetailsResponse) =>
  http.get(apiUrl('/admin/users/:userId'), () => HttpResponse.json<GetUserDetailsResponse>(details));

export const setBidsHandler = (received: Received) =>
  http.patch(apiUrl('/admin/users/:userId/bids'), async ({ request, params }) => {
    const body = (await request.json()) as { availableBids: number };
    received.push(body);
    return HttpResponse.json<SetAvailableBidsResponse>({
      success: true,
      message: 'Available bids updated successfully',
      user: { _id: String(params.userId), availableBids: body.availableBids },
    });
  });

/** GET /api/admin/users/:userId/bids over `rows`, paged twenty at a time; records each query string. */
export const userBidsHandler = (
  rows: readonly AdminBidResponse[],
  queries: URLSearchParams[] = [],
  owner = { _id: 'user-7', name: 'Bob Builder', email: 'bob@example.com' },
) =>
  http.get(apiUrl('/admin/users/:userId/bids'), ({ request }) => {
    const url = new URL(request.url);
    queries.push(url.searchParams);
    const { items, pagination } = pageOf(rows, url, 20);
    return HttpResponse.json<UserBidsResponse>({
      success: true,
      bids: items,
      totalPages: pagination.pages,
      pagination,
      user: owner,
    });
  });
