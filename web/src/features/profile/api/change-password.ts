import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '@contract/auth';
import { api } from '@/lib/api-client';

/** The signed-in user's password change; the answer carries a fresh token for this same session. */
export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordBody) => api.post<ChangePasswordResponse>('/auth/change-password', body) });
