import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { describeExchangeRatesContract } from './exchange-rates.contract.js';

describeExchangeRatesContract('FixedExchangeRates (defaults)', async () => ({ rates: new FixedExchangeRates() }));
describeExchangeRatesContract('FixedExchangeRates (set by the test)', async () => ({
  rates: new FixedExchangeRates({ EUR: 0.91, GBP: 0.77, INR: 84.25, ZAR: 17.9 }),
}));
