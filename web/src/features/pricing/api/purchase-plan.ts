import { useMutation } from '@tanstack/react-query';
import type { PurchaseBody, PurchaseResponse } from '@contract/pricing';
import { api } from '@/lib/api-client';

/** POST /pricing/purchase: a free plan is activated at once; a paid one answers redirectToPayment. */
export const purchasePlan = (body: Required<PurchaseBody>): Promise<PurchaseResponse> => api.post<PurchaseResponse>('/pricing/purchase', body);

export const usePurchasePlan = () => useMutation({ mutationFn: purchasePlan });
