const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** 'March 5, 2026': dates are shown in UTC so server and browser agree. */
export const formatPlanDate = (date: Date): string => longDate.format(date);
