/**
 * The gateway's word that a payment could not take, kept on it (in its gatewayData) for an admin,
 * one entry per gateway payment (PayFast's pf_payment_id), so that no charge hides another:
 * - `unapplied_notifications`: a final word that came after the payment was settled (an admin
 *   closed it, or it completed: a COMPLETE for another gateway payment is a second charge);
 * - `ungranted_notifications`: money confirmed that a rule refused to grant;
 * - `rejected_notifications`: a notification refused for its amount.
 */
export const KEPT_NOTIFICATION_KEYS = [
  'unapplied_notifications',
  'ungranted_notifications',
  'rejected_notifications',
] as const;
export type KeptNotificationKey = (typeof KEPT_NOTIFICATION_KEYS)[number];

/** The single slots payments kept before (a later notification overwrote an earlier one): read, never written. */
const LEGACY_KEYS: Readonly<Record<KeptNotificationKey, string>> = {
  unapplied_notifications: 'unapplied_notification',
  ungranted_notifications: 'ungranted_notification',
  rejected_notifications: 'rejected_notification',
};

export type KeptNotification = Readonly<Record<string, unknown>>;

export interface KeptEntry {
  readonly key: KeptNotificationKey;
  /** The gateway's id of the payment it reports (pf_payment_id); '' when an old entry names none. */
  readonly gatewayPaymentId: string;
  readonly notification: KeptNotification;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const entriesOf = (value: unknown): Readonly<Record<string, unknown>> => (isRecord(value) ? value : {});

/** The gatewayData change that keeps `notification` under `key`, filed by the gateway payment it reports. */
export const keepNotification = (
  key: KeptNotificationKey,
  gatewayPaymentId: string,
  notification: KeptNotification,
): Record<string, unknown> => ({ [key]: { [gatewayPaymentId]: notification } });

/**
 * How every write merges a change into a payment's gatewayData: a key of the change replaces the
 * stored one, except the kept notifications, whose entries join the stored ones. An entry already
 * kept for the same gateway payment stays as it was: the same notification twice is kept once.
 * Storage calls it inside the write that holds the payment's row, so two notifications written at
 * once both stay.
 */
export function mergeGatewayData(
  stored: Readonly<Record<string, unknown>>,
  change: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...change };
  for (const key of KEPT_NOTIFICATION_KEYS)
    if (key in change) merged[key] = { ...entriesOf(change[key]), ...entriesOf(stored[key]) };
  return merged;
}

/** Every notification kept on a payment, the old single slots' included, in the order they are stored. */
export function keptNotifications(gatewayData: Readonly<Record<string, unknown>>): KeptEntry[] {
  return KEPT_NOTIFICATION_KEYS.flatMap((key) => {
    const kept = Object.entries(entriesOf(gatewayData[key])).flatMap(([gatewayPaymentId, notification]) =>
      isRecord(notification) ? [{ key, gatewayPaymentId, notification }] : [],
    );
    const legacy = gatewayData[LEGACY_KEYS[key]];
    if (!isRecord(legacy)) return kept;
    const id = typeof legacy.pf_payment_id === 'string' ? legacy.pf_payment_id : '';
    return kept.some((entry) => entry.gatewayPaymentId === id)
      ? kept
      : [{ key, gatewayPaymentId: id, notification: legacy }, ...kept];
  });
}

/** Whether any notification is kept on the payment for an admin (the old single slots count too). */
export const holdsKeptNotification = (gatewayData: Readonly<Record<string, unknown>>): boolean =>
  KEPT_NOTIFICATION_KEYS.some((key) => key in gatewayData || LEGACY_KEYS[key] in gatewayData);

/** A charge the gateway took that the payment did not apply: an admin refunds it (or settles the payment). */
export interface UnappliedCharge {
  readonly gatewayPaymentId: string;
  /** The gateway's gross amount as it reported it (decimal text), null when it reported none. */
  readonly amountGross: string | null;
  readonly reason: string | null;
}

/**
 * The verified COMPLETEs kept as unapplied, other than the one the payment completed with: money
 * taken that granted nothing (a second checkout of a completed payment, or one an admin closed).
 */
export function unappliedCharges(payment: {
  readonly pfPaymentId: string | null;
  readonly gatewayData: Readonly<Record<string, unknown>>;
}): UnappliedCharge[] {
  return keptNotifications(payment.gatewayData)
    .filter(
      ({ key, gatewayPaymentId, notification }) =>
        key === 'unapplied_notifications' &&
        notification.payment_status === 'COMPLETE' &&
        gatewayPaymentId !== payment.pfPaymentId,
    )
    .map(({ gatewayPaymentId, notification }) => ({
      gatewayPaymentId,
      amountGross: typeof notification.amount_gross === 'string' ? notification.amount_gross : null,
      reason: typeof notification.reason === 'string' ? notification.reason : null,
    }));
}
