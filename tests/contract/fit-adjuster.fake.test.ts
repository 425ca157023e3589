import { FakeFitAdjuster } from '../../adapters/testing/fake-fit-adjuster.js';
import { describeFitAdjusterContract } from './fit-adjuster.contract.js';

describeFitAdjusterContract('FakeFitAdjuster', () => {
  const adjuster = new FakeFitAdjuster();
  return { adjuster, answerNext: (adjustment) => adjuster.answerNext(adjustment) };
});
