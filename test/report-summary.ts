/**
 * Prints vitest's results (one or more JSON reports: unit and end-to-end) as one plain line,
 * `N passed, N failed`, which CI reads to count tests, and fails when any run failed or wrote no
 * report.
 */
import { readFileSync } from 'node:fs';

const reportPaths = process.argv.slice(2);
if (reportPaths.length === 0) reportPaths.push('.output/vitest.json');

interface VitestJsonReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
for (const reportPath of reportPaths) {
  let report: VitestJsonReport;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJsonReport;
  } catch (error) {
    console.error(`No test report at ${reportPath}: ${(error as Error).message}`);
    ok = false;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (!report.success || report.numFailedTests > 0 || report.numFailedTestSuites > 0 || report.numPassedTests === 0) ok = false;
}

console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (!ok) process.exit(1);
