const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string): string => day.format(new Date(iso));
export const formatDateTime = (iso: string): string => dayAndTime.format(new Date(iso));

/** 'cancelled' → 'Cancelled', 'bank_transfer' → 'Bank transfer'. */
export const capitalise = (value: string): string => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PAYMENT_METHODS: Readonly<Record<string, string>> = {
  payfast: 'PayFast',
  card: 'Credit Card',
  bank_transfer: 'Bank Transfer',
};

export const paymentMethodLabel = (method: string): string => PAYMENT_METHODS[method] ?? capitalise(method);
