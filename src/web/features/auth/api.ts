import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import type {
  ForgotPasswordBody,
  LoginArea,
  SessionResponse,
  SessionUser,
  SignInResponse,
  SignUpResponse,
} from '../../../shared/contracts/auth';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => get<SessionResponse>('/api/auth/session'),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function fetchSession(): Promise<SessionResponse> {
  return queryClient.fetchQuery(sessionQuery);
}

export async function signIn(email: string, password: string, area: LoginArea): Promise<SignInResponse> {
  const res = await post<SignInResponse>('/api/auth/sign-in', { email, password, area });
  queryClient.setQueryData(sessionQuery.queryKey, { user: res.user });
  return res;
}

export async function signUp(body: { fullName: string; email: string; password: string; confirmPassword: string }) {
  const res = await post<SignUpResponse>('/api/auth/sign-up', body);
  queryClient.setQueryData(sessionQuery.queryKey, { user: res.user });
  return res;
}

export async function signOut(): Promise<void> {
  try {
    await post('/api/auth/sign-out');
  } finally {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, { user: null });
  }
}

export const requestPasswordReset = (body: ForgotPasswordBody) => post<{ ok: true }>('/api/auth/forgot-password', body);
export const checkResetToken = (token: string) =>
  get<{ valid: boolean }>(`/api/auth/reset-password/${encodeURIComponent(token)}`);
export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  post<{ ok: true; redirectTo: string }>('/api/auth/reset-password', body);
export const changePassword = (body: { password: string; confirmPassword: string }) =>
  post<{ ok: true; redirectTo: string }>('/api/auth/password', body);

export type { SessionUser };
