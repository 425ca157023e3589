import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endpoints } from '@contract/endpoints';
import { PRODUCT } from '@core/domain/config';
import { errorMessage } from './api-error';
import { api } from './api-client';
import { BIDDING_SETTINGS_KEY, type BiddingSettings } from './bidding-settings';

export const CLIENT_BLOCKED = `Client blocked: ${PRODUCT.name} will never bid for them again.`;
export const CLIENT_UNBLOCKED = 'Client unblocked';
export const BLOCK_FAILED = 'Failed to block the client';
export const UNBLOCK_FAILED = 'Failed to unblock the client';

const blockClient = async (clientId: string): Promise<BiddingSettings> =>
  (await api.call(endpoints.bidding.blockClient, { body: { clientId } })).settings;
const unblockClient = async (clientId: string): Promise<BiddingSettings> =>
  (await api.call(endpoints.bidding.unblockClient, { params: { clientId } })).settings;

/**
 * Blocking and unblocking one client (docs/design.md#settings-for-what-gets-bid). The answer is the
 * whole settings, which become the cached ones, so the settings screen and the bid detail agree.
 */
function useBlockedClientChange(
  change: (clientId: string) => Promise<BiddingSettings>,
  savedMessage: string,
  failureMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      queryClient.setQueryData(BIDDING_SETTINGS_KEY, settings);
      toast.success(savedMessage);
    },
    onError: (error) => toast.error(errorMessage(error, failureMessage)),
  });
}

export const useBlockClient = () => useBlockedClientChange(blockClient, CLIENT_BLOCKED, BLOCK_FAILED);
export const useUnblockClient = () => useBlockedClientChange(unblockClient, CLIENT_UNBLOCKED, UNBLOCK_FAILED);
