import { analyticsBenchmark } from './analytics.bench.js';
import { engineBenchmark } from './engine.bench.js';
import { formatFigure, type Benchmark } from './figure.js';
import { guardBenchmark } from './guard.bench.js';
import { httpBenchmark } from './http.bench.js';
import { ledgerBenchmark } from './ledger.bench.js';
import { notifyBenchmark } from './notify.bench.js';
import { queueBenchmark } from './queue.bench.js';
import { rulesBenchmark } from './rules.bench.js';
import { scaleBenchmark } from './scale.bench.js';
import { webBenchmark } from './web.bench.js';
import { whatIfBenchmark } from './whatif.bench.js';

/** `npm run bench`: every benchmark in turn, one `name: value unit` line per figure. */
const benchmarks: readonly Benchmark[] = [
  rulesBenchmark,
  guardBenchmark,
  engineBenchmark,
  ledgerBenchmark,
  queueBenchmark,
  scaleBenchmark,
  notifyBenchmark,
  analyticsBenchmark,
  whatIfBenchmark,
  httpBenchmark,
  webBenchmark,
];

for (const benchmark of benchmarks) {
  for (const figure of await benchmark()) console.log(formatFigure(figure));
}
