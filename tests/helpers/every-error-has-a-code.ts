import { afterAll, expect } from 'vitest';
import { errorsWithoutCode } from './test-app.ts';

// Set up for every API test file: whatever a test asked, every error the app answered had a
// stable `code` beside its message.
afterAll(() => {
  expect(errorsWithoutCode, 'error answers without a code').toEqual([]);
});
