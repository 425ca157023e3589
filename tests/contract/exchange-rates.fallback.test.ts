import { FallbackExchangeRates } from '../../adapters/rates/fallback-exchange-rates.js';
import { describeExchangeRatesContract } from './exchange-rates.contract.js';

describeExchangeRatesContract('FallbackExchangeRates', async () => ({ rates: new FallbackExchangeRates() }));
