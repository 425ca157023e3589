import { useMutation } from '@tanstack/react-query';
import type { PurchaseBody, PurchaseResponse } from '@contract/pricing';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** POST /pricing/purchase: a free plan is activated at once; a paid one answers redirectToPayment. */
export const purchasePlan = (body: Required<PurchaseBody>): Promise<PurchaseResponse> =>
  api.call(endpoints.pricing.purchase, { body });

export const usePurchasePlan = () => useMutation({ mutationFn: purchasePlan });
