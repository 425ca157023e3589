/** The return link's gateway reference, which the server asks the gateway about; no query key without one. */
export const gatewayReferenceQuery = (pfPaymentId: string | null) => ({ pfPaymentId: pfPaymentId ?? undefined });
