/** The session token lives in local storage under `token`, so a reload or the payment redirect keeps it. */
const TOKEN_KEY = 'token';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};
