const BID_CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A bid's amount with its currency's symbol for USD, EUR and GBP ('€95.50'); other currencies by code ('INR 4,000.00'). */
export function formatBidAmount(amount: number, currency: string): string {
  const symbol = BID_CURRENCY_SYMBOLS[currency];
  return symbol === undefined ? `${currency} ${twoDecimals.format(amount)}` : `${symbol}${twoDecimals.format(amount)}`;
}

/** Payment money is in rand with 2 decimals: 'R 185.50'. */
export const formatZar = (amount: number): string => `R ${twoDecimals.format(amount)}`;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string): string => day.format(new Date(iso));
export const formatDateTime = (iso: string): string => dayAndTime.format(new Date(iso));

/** 'cancelled' → 'Cancelled', 'bank_transfer' → 'Bank transfer'. */
export const capitalise = (value: string): string => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PAYMENT_METHODS: Readonly<Record<string, string>> = { payfast: 'PayFast', card: 'Credit Card', bank_transfer: 'Bank Transfer' };

export const paymentMethodLabel = (method: string): string => PAYMENT_METHODS[method] ?? capitalise(method);
