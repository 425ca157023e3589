/** Every inbox query lives under this key: the live stream's `inbox` message refreshes them all (the bell's count among them). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
