import { clearTripData } from '#web/lib/offline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, post } from '#web/lib/api';
import { queryClient } from '#web/lib/query-client';
import { authKeys, sessionKeys } from '#web/lib/query-keys';
import { RESET_USER_TYPE_KEY, resetUserTypeOf } from '#web/lib/reset-area';
import type {
  ForgotPasswordBody,
  LoginArea,
  ResetTokenStatus,
  SessionResponse,
  SessionUser,
  SignInResponse,
  SignUpResponse,
} from '#shared/contracts/auth';

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
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
    // The trips kept for offline reading leave with the session (ADR 033).
    await clearTripData().catch(() => undefined);
  }
}

export const requestPasswordReset = (body: ForgotPasswordBody) => post<{ ok: true }>('/api/auth/forgot-password', body);
/** A password link's status: valid, and for a first password (activation, invitation) whose and with which name. */
export const checkResetToken = (token: string) =>
  get<ResetTokenStatus>(`/api/auth/reset-password/${encodeURIComponent(token)}`);
export const resetPassword = (body: { token: string; password: string; confirmPassword: string; fullName?: string }) =>
  post<{ ok: true; redirectTo: string }>('/api/auth/reset-password', body);
export async function changePassword(body: { password: string; confirmPassword: string; fullName?: string; currentPassword?: string }) {
  const res = await post<{ ok: true; redirectTo: string }>('/api/auth/password', body);
  // A name given with the password shows at once wherever the session is read.
  if (body.fullName) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  return res;
}

/** The name clients will see, from a staff account without one of its own (the first run's owner, issue 19). */
export async function giveName(body: { fullName: string }) {
  const res = await post<{ ok: true; redirectTo: string }>('/api/auth/name', body);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  return res;
}

/** Whether a reset link still works; never cached (a link works once). */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Marker of the area that last asked for a reset e-mail ('client' | 'team' under
 * 'passwordResetUserType'), read by the home page to send an old recovery link
 * to the right screen (spec §2 Home page).
 */
export function rememberResetArea(area: LoginArea): void {
  try {
    localStorage.setItem(RESET_USER_TYPE_KEY, resetUserTypeOf(area));
  } catch {
    /* storage unavailable: the link in the e-mail already names the right screen */
  }
}

export type { SessionUser };
