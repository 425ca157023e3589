import { z } from 'zod';
import type { UserResponse } from './user.js';

/** POST /api/auth/login. */
export const LoginBody = z.strictObject({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginBody = z.input<typeof LoginBody>;

/** POST /api/auth/register; the e-mail and password rules are the core's. */
export const RegisterBody = z.strictObject({
  name: z.string({ error: 'Name is required' }),
  email: z.string({ error: 'Email is required' }),
  password: z.string({ error: 'Password is required' }).max(1024, 'Password must be at most 1024 characters'),
  confirmPassword: z.string().optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** A fresh session token and the user it belongs to. */
export interface SessionResponse {
  readonly token: string;
  readonly user: UserResponse;
}

/** POST /api/auth/register (201). */
export type RegisterResponse = SessionResponse & { readonly success: true; readonly message: string };
/** POST /api/auth/login. */
export type LoginResponse = SessionResponse & { readonly success: true; readonly message: string };
/** POST /api/auth/refresh: a new token for the signed-in user. */
export type RefreshResponse = SessionResponse & { readonly success: true };
/** GET /api/auth/me. */
export interface MeResponse {
  readonly success: true;
  readonly user: UserResponse;
}

/** The reset page's path in the web app; the e-mailed link is PUBLIC_URL + this + `?token=…`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** POST /api/auth/logout: ends this session (this device) on the server. */
export interface LogoutResponse {
  readonly success: true;
  readonly message: string;
}

/** POST /api/auth/change-password: the signed-in user's new password; the policy is the core's. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
  newPassword: z.string({ error: 'New password is required' }).max(1024, 'Password must be at most 1024 characters'),
  confirmPassword: z.string().max(1024).optional(),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
/** The session asking stays signed in, with a fresh token; the user's other sessions end. */
export type ChangePasswordResponse = SessionResponse & { readonly success: true; readonly message: string };

/** POST /api/auth/forgot-password. */
export const ForgotPasswordBody = z.strictObject({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
});
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;
/** The same answer whether or not the address has an account. */
export interface ForgotPasswordResponse {
  readonly success: true;
  readonly message: string;
}

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordBody = z.strictObject({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(512),
  password: z.string({ error: 'Password is required' }).max(1024, 'Password must be at most 1024 characters'),
  confirmPassword: z.string().max(1024).optional(),
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;
export interface ResetPasswordResponse {
  readonly success: true;
  readonly message: string;
}
