let sequence = 0;

/** One counter for every builder, so no two records built in a run share a name, email or id. */
export const next = (): number => (sequence += 1);
