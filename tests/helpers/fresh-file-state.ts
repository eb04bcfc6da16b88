import { beforeAll, vi } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { errorsWithoutCode } from './test-app.ts';

// Set up for every API test file: whatever a file before it left in the modules of its worker
// (the clock, fake timers, error answers without a code) must not reach it.
beforeAll(() => {
  // A file that moved the clock (POST /api/dev/clock moves it for the whole process).
  resetClock();
  // A file that faked Date and failed before it gave the real one back.
  vi.useRealTimers();
  // A file's error answers without a code, which every-error-has-a-code.ts reports for that file.
  errorsWithoutCode.length = 0;
});
