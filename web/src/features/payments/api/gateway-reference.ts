/** `?pfPaymentId=…` for the return link's gateway reference, which the server asks the gateway about; nothing without one. */
export const gatewayReferenceQuery = (pfPaymentId: string | null): string => (pfPaymentId === null ? '' : `?pfPaymentId=${encodeURIComponent(pfPaymentId)}`);
