/** The spec's {product} and {host} placeholders, resolved once for every text that names them. */
export const PRODUCT = { name: 'BidPilot', host: 'Freelancer' } as const;
