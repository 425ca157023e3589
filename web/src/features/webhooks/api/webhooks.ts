import {
  keepPreviousData,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

/** Deliveries per page of an endpoint's log. */
export const DELIVERY_PAGE_SIZE = 10;

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
  deliveriesPage: (endpointId: string, page: number) => ['webhooks', 'deliveries', endpointId, page] as const,
  deleting: ['webhooks', 'delete'] as const,
};

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.list, queryFn: ({ signal }) => api.call(endpoints.webhooks.list, { signal }) });

/** GET /api/webhooks: the user's endpoints, secrets as hints only. */
export const useWebhooks = () => useQuery(webhooksQueryOptions());

/** How often a log with a delivery still pending is read again, so a test event shows delivered without a reload. */
export const PENDING_REFRESH_MS = 2_000;

/** GET /api/webhooks/{id}/deliveries: newest first; the previous page stays on screen while the next arrives. */
export const useWebhookDeliveries = (endpointId: string, page: number) => {
  // A log still polling must not read an endpoint being deleted: the read would come back 404.
  const deleting =
    useIsMutating({
      mutationKey: webhookKeys.deleting,
      predicate: (mutation) => mutation.state.variables === endpointId,
    }) > 0;
  return useQuery({
    queryKey: webhookKeys.deliveriesPage(endpointId, page),
    enabled: !deleting,
    queryFn: ({ signal }) =>
      api.call(endpoints.webhooks.deliveries, {
        params: { id: endpointId },
        query: { page, limit: DELIVERY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') === true
        ? PENDING_REFRESH_MS
        : false,
  });
};

export const ADD_FAILED = 'Failed to add the webhook endpoint';

/** POST /api/webhooks: answers the signing secret, the only time it is shown. */
export function useAddWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.call(endpoints.webhooks.create, { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: webhookKeys.deleting,
    mutationFn: (endpointId: string) => api.call(endpoints.webhooks.delete, { params: { id: endpointId } }),
    // A read of its log already on the way is dropped before the endpoint goes.
    onMutate: (endpointId) => queryClient.cancelQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
    onSuccess: (_data, endpointId) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(endpointId) });
      toast.success('Webhook endpoint deleted');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete the webhook endpoint')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export const TEST_QUEUED = 'Test event queued: it arrives within a few seconds';

/** POST /api/webhooks/{id}/test: queued, sent by the worker; the log shows it at once as pending. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => api.call(endpoints.webhooks.test, { params: { id: endpointId } }),
    onSuccess: (_data, endpointId) => {
      toast.success(TEST_QUEUED);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to send the test event')),
  });
}

export function useRedeliver(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.call(endpoints.webhooks.redeliver, { params: { id: endpointId, deliveryId } }),
    onSuccess: () => {
      toast.success('Redelivery queued');
      return queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to queue the redelivery')),
  });
}
