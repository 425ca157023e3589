/**
 * Every address of the app's screens, spelled once: the router registers these patterns and every
 * link, redirect and navigation builds its target from them, so renaming a screen's address is one edit.
 */
export const paths = {
  home: '/',
  faq: '/faq',
  pricing: '/pricing',
  contactUs: '/contact-us',
  termsAndConditions: '/terms-and-conditions',
  refundPolicy: '/refund-policy',
  shippingDelivery: '/shipping-delivery',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unsubscribe: '/notifications/unsubscribe',
  reviewLink: '/review/link',

  login: '/login',
  register: '/register',

  paymentSuccess: '/payment/success',
  paymentProcessing: '/payment/processing',
  paymentCancel: '/payment/cancel',

  dashboard: '/dashboard',
  settings: '/settings',
  profile: '/profile',
  bidLogs: '/bid-logs',
  bidDetail: '/bid-logs/:bidId',
  review: '/review',
  results: '/results',
  customPrompt: '/custom-prompt',
  promptExperiments: '/prompt-experiments',
  subscription: '/subscription',
  notifications: '/notifications',
  notificationPreferences: '/notifications/preferences',
  notificationWebhooks: '/notifications/webhooks',
  notificationChannels: '/notifications/channels',

  admin: '/admin',
  adminPricing: '/admin/pricing',
  adminPayments: '/admin/payments',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminUserBids: '/admin/users/:userId/bids',
  adminUserBid: '/admin/users/:userId/bids/:bidId',
  adminMessages: '/admin/messages',
  adminOutbox: '/admin/outbox',
  adminOutboxMail: '/admin/outbox/:mailId',
} as const;

const segment = (value: string): string => encodeURIComponent(value);

/** The address of one bid's detail page: the user's own, or, with `userId`, the admin's. */
export const bidDetailPath = (bidId: string, userId?: string): string =>
  userId === undefined ? `${paths.bidLogs}/${segment(bidId)}` : `${adminUserBidsPath(userId)}/${segment(bidId)}`;

export const adminUserPath = (userId: string): string => `${paths.adminUsers}/${segment(userId)}`;

export const adminUserBidsPath = (userId: string): string => `${adminUserPath(userId)}/bids`;

export const adminOutboxMailPath = (mailId: string): string => `${paths.adminOutbox}/${segment(mailId)}`;
