import { beforeAll, vi } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { errorsWithoutCode } from './test-app.ts';

// Set up for every API test file. The API projects run their files one after another in one
// process (isolate: false in vitest.config.ts, which spares each file a new process and a new
// PGlite): what one file left in the modules they share must not reach the next.
beforeAll(() => {
  // A file that moved the clock (POST /api/dev/clock moves it for the whole process).
  resetClock();
  // A file that faked Date and failed before it gave the real one back.
  vi.useRealTimers();
  // A file's error answers without a code, which every-error-has-a-code.ts reports for that file.
  errorsWithoutCode.length = 0;
});
