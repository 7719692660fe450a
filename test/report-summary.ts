/**
 * Prints vitest's result as one plain line, `N passed, N failed`, which CI reads to count tests,
 * and fails when vitest failed or wrote no report.
 */
import { readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? '.output/vitest.json';

interface VitestJsonReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
}

let report: VitestJsonReport;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJsonReport;
} catch (error) {
  console.error(`No test report at ${reportPath}: ${(error as Error).message}`);
  process.exit(1);
}

const skipped = report.numPendingTests + report.numTodoTests;
console.log(`\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (!report.success || report.numFailedTests > 0 || report.numFailedTestSuites > 0 || report.numPassedTests === 0) {
  process.exit(1);
}
