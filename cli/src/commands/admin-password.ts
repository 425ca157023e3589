/** create-admin's password, so it never has to be typed on the command line. */
export const ADMIN_PASSWORD_VARIABLE = 'BIDPILOT_ADMIN_PASSWORD';
