import { z } from 'zod';
import { checkPassword, PASSWORDS_DO_NOT_MATCH } from '@core/domain/auth/password-policy';

/** A new password as registration checks it: the core's rule with its message, and a matching confirmation. */
export const newPassword = z
  .string()
  .min(1, 'Password is required')
  .max(1024, 'Password must be at most 1024 characters')
  .superRefine((password, ctx) => {
    const check = checkPassword(password);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const confirmation = z.string().min(1, 'Please confirm your password');

export { PASSWORDS_DO_NOT_MATCH };
