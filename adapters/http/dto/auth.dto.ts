import { z } from 'zod';

export const LoginBody = z.strictObject({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const RegisterBody = z.strictObject({
  name: z.string({ error: 'Name is required' }),
  email: z.string({ error: 'Email is required' }),
  password: z.string({ error: 'Password is required' }).max(1024, 'Password must be at most 1024 characters'),
  confirmPassword: z.string().optional(),
});
