import type { Payment } from '../../../core/domain/payments/payment.js';
import { CancelPayment } from '../../../core/use-cases/payments/cancel-payment.js';
import { CompleteSandboxPayment } from '../../../core/use-cases/payments/complete-sandbox-payment.js';
import { ConfirmWithGateway } from '../../../core/use-cases/payments/confirm-with-gateway.js';
import { CreatePayment } from '../../../core/use-cases/payments/create-payment.js';
import { HandlePaymentNotification } from '../../../core/use-cases/payments/handle-payment-notification.js';
import { ListOwnPayments } from '../../../core/use-cases/payments/payment-history.js';
import { TellRefundDue } from '../../../core/use-cases/payments/tell-refund-due.js';
import { CheckPayment, viewUserPayment } from '../../../core/use-cases/payments/user-payment.js';
import { ConvertCurrency } from '../../../core/use-cases/pricing/convert-currency.js';
import { PurchasePlan } from '../../../core/use-cases/pricing/purchase-plan.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { run } from './bind.js';
import type { SharedUseCases } from './shared.js';

export function pricingUseCases(adapters: UseCaseAdapters, { activatePlan }: SharedUseCases) {
  const { storage, clock, events, rates } = adapters;
  return {
    activePlans: () => storage.plans.list({ activeOnly: true }),
    activeAddons: () => storage.addons.list({ activeOnly: true }),
    purchase: run(new PurchasePlan(storage, clock, events, activatePlan)),
    convertCurrency: run(new ConvertCurrency(rates)),
  };
}

export function paymentUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings, shared: SharedUseCases) {
  const { storage, clock, rates, paymentGateway } = adapters;
  const { completePayment, notifier } = shared;
  const confirmWithGateway = new ConfirmWithGateway(paymentGateway, completePayment, storage.payments);
  return {
    create: run(new CreatePayment(storage, rates, paymentGateway, settings.checkoutUrls)),
    handleNotification: run(
      new HandlePaymentNotification(
        storage.payments,
        paymentGateway,
        completePayment,
        notifier,
        new TellRefundDue(storage.users, notifier),
      ),
    ),
    /** The buyer's own payment, by id or gateway reference. */
    check: run(new CheckPayment(storage, confirmWithGateway)),
    completeSandbox: run(new CompleteSandboxPayment(storage.payments, confirmWithGateway, paymentGateway)),
    /** The buyer's return from the gateway's Cancel. */
    cancel: run(new CancelPayment(storage.payments, clock)),
    viewForBuyer: (payment: Payment) => viewUserPayment(storage, payment),
    /** The buyer's own payments, newest first, a page at a time. */
    history: run(new ListOwnPayments(storage)),
  };
}
