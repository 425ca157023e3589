import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordBody,
  ForgotPasswordResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
} from '@contract/auth';
import { api } from '@/lib/api-client';

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export const useForgotPassword = () => useMutation({ mutationFn: (body: ForgotPasswordBody) => api.post<ForgotPasswordResponse>('/auth/forgot-password', body) });

export const useResetPassword = () => useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<ResetPasswordResponse>('/auth/reset-password', body) });
