import type { ConvertResponse } from './currency.js';
import { get, post } from './endpoint.js';
import type {
  CancelPaymentResponse,
  CompleteSimpleResponse,
  CreatePaymentBody,
  CreatePaymentResponse,
  GatewayReferenceQuery,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  PaymentNotifyResponse,
  PaymentStatusResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from './payments.js';
import type { AddonsResponse, PlansResponse, PurchaseBody, PurchaseResponse } from './pricing.js';

/** The rows of contract/endpoints.ts for buying: what is on sale, paying for it through PayFast, and the rate it is priced at. */
export const billingEndpoints = {
  pricing: {
    plans: get('/api/pricing/plans').returns<PlansResponse>(),
    addons: get('/api/pricing/addons').returns<AddonsResponse>(),
    purchase: post('/api/pricing/purchase').body<PurchaseBody>().returns<PurchaseResponse>(),
  },
  payments: {
    /** PayFast's notification (ITN): a form the gateway posts, read raw for its signature. */
    notify: post('/api/payments/notify').returns<PaymentNotifyResponse>(),
    create: post('/api/payments/create-payment').body<CreatePaymentBody>().returns<CreatePaymentResponse>(),
    verify: post('/api/payments/verify-payment').body<VerifyPaymentBody>().returns<VerifyPaymentResponse>(),
    status: get('/api/payments/status/:paymentId').query<GatewayReferenceQuery>().returns<PaymentStatusResponse>(),
    completeSimple: post('/api/payments/complete-simple/:paymentId')
      .query<GatewayReferenceQuery>()
      .returns<CompleteSimpleResponse>(),
    cancel: post('/api/payments/cancel/:paymentId').returns<CancelPaymentResponse>(),
    history: get('/api/payments/history').query<PaymentHistoryQuery>().returns<PaymentHistoryResponse>(),
  },
  currency: {
    convert: get('/api/currency/convert/:from/:to/:amount').returns<ConvertResponse>(),
  },
} as const;
