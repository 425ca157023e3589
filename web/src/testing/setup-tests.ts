import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // react-hot-toast keeps its toasts in a module-level store: one test's toasts must not leak into the next.
  act(() => toast.remove());
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
