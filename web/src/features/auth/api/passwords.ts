import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordBody) => api.call(endpoints.auth.forgotPassword, { body }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => api.call(endpoints.auth.resetPassword, { body }) });
