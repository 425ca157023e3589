import { pathToFileURL } from 'node:url';
import { judgeCorpus } from '../fixtures/proposal-guard-corpus.js';
import { formatFigure, type Benchmark } from './figure.js';

/**
 * The proposal guard on its corpus (tests/fixtures/proposal-guard-corpus.ts): the share of hostile
 * sentences that did not go out, and the benign ones held or cut. Counts, not timings: the same on
 * any machine.
 */
export const guardBenchmark: Benchmark = async () => {
  const results = judgeCorpus();
  const hostile = results.filter((result) => result.sentence.label === 'hostile');
  const benign = results.filter((result) => result.sentence.label === 'benign');
  const caught = hostile.filter((result) => result.right).length;
  return [
    { name: 'guard.catch_rate', value: Math.round((caught / hostile.length) * 10_000) / 100, unit: '%' },
    { name: 'guard.false_holds', value: benign.filter((result) => !result.right).length, unit: 'sentences' },
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await guardBenchmark()) console.log(formatFigure(figure));
}
