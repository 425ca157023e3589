import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from './api-error';

/**
 * A screen's load failure is one error toast, except a 403 (silently ignored) and a
 * 401 (the api client already sends the user to /login).
 */
export const showsLoadError = (error: unknown): boolean =>
  !(isApiError(error) && (error.status === 401 || error.status === 403));

/** Shows `message` once (by `id`) whenever one of `errors` is a load failure worth telling. */
export function useLoadErrorToast(errors: readonly unknown[], message: string, id: string): void {
  const failed = errors.some((error) => error !== null && error !== undefined && showsLoadError(error));
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id]);
}
