import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** The signed-in user's password change; the answer carries a fresh token for this same session. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => api.call(endpoints.auth.changePassword, { body }) });
