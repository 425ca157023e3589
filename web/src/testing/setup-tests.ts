import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw/server';

// The first render of a lazy route makes Vite transform that module, which takes seconds when the whole suite runs
// on two busy cores: every find* waits that long rather than each test guessing its own timeout.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // react-hot-toast keeps its toasts in a module-level store: one test's toasts must not leak into the next.
  act(() => toast.remove());
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
