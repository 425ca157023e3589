import { FakePaymentGateway } from '../../adapters/testing/fake-payment-gateway.js';
import { describePaymentGatewayContract } from './payment-gateway.contract.js';

describePaymentGatewayContract(
  'FakePaymentGateway',
  async () => {
    const gateway = new FakePaymentGateway();
    return {
      gateway,
      pay: async (checkout) => ({
        fields: gateway.notificationFor(new Map(checkout.fields).get('m_payment_id') ?? ''),
        sourceIp: '127.0.0.1',
      }),
      // The fake is scripted: a refused or failed confirmation is a queued invalid verdict.
      confirmation: {
        refuseNext: () =>
          gateway.answerNextNotification({ valid: false, reason: 'server confirmation answered INVALID' }),
        failNext: (how) =>
          gateway.answerNextNotification({
            valid: false,
            reason: how === 'timeout' ? 'server confirmation timed out' : 'server confirmation failed: HTTP 500',
          }),
      },
    };
  },
  { checksSource: false, scriptedConfirmation: true },
);
