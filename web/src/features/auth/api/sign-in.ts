import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { LoginBody, LoginResponse, RegisterBody, RegisterResponse } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** The spec's texts for one of the two ways in. */
export interface SignInTexts {
  readonly success: string;
  /** When the server refused without a message. */
  readonly refused: string;
  /** When no answer came (network failure, unreadable answer). */
  readonly exception: string;
}

export const LOGIN_TEXTS: SignInTexts = {
  success: 'Login successful!',
  refused: 'Login failed',
  exception: 'An error occurred during login',
};
export const REGISTER_TEXTS: SignInTexts = {
  success: 'Registration successful!',
  refused: 'Registration failed',
  exception: 'An error occurred during registration',
};

export const failureText = (error: unknown, texts: SignInTexts): string => {
  if (!isApiError(error)) return texts.exception;
  return error.message === '' ? texts.refused : error.message;
};

/** Both ways in end the same: token stored, user set, a toast, then /dashboard. */
function useSignInMutation<Body>(call: (body: Body) => Promise<LoginResponse | RegisterResponse>, texts: SignInTexts) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      toast.success(texts.success);
      void navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      toast.error(failureText(error, texts));
    },
  });
}

export const useLogin = () =>
  useSignInMutation((body: LoginBody) => api.call(endpoints.auth.login, { body }), LOGIN_TEXTS);

export const useRegister = () =>
  useSignInMutation((body: RegisterBody) => api.call(endpoints.auth.register, { body }), REGISTER_TEXTS);
