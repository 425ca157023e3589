/** The support address, the same as the footer's support link. */
export const SUPPORT_EMAIL = 'support@bidpilot.app';

export const SUPPORT_PHONE = { display: '+91 80 4718 2200', dial: '+918047182200' } as const;
