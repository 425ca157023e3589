/** Where users reach support: the footer's mailto, the contact page and the legal pages. */
export const SUPPORT_EMAIL = 'support@bidpilot.app';

export const SUPPORT_PHONE = { display: '+91 80 4718 2200', dial: '+918047182200' } as const;
