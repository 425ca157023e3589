// Prints vitest's JSON results as the plain closing line CI reads: "<label>: N passed, N failed".
import { readFileSync } from 'node:fs';

const [label, file] = process.argv.slice(2);
const results = JSON.parse(readFileSync(file, 'utf8'));
const skipped = results.numPendingTests + results.numTodoTests;
console.log(
  `${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
);
