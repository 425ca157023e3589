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
