import { useMutation } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import type { InvitationSentResponse } from '#shared/contracts/clients';
import { clientPath } from './client-writes';

/** POST /api/clients/:key/invitation: mails a client staff prepared a link straight to 'Set your password' (ADR 002). */
export const sendClientInvitation = (key: string) => post<InvitationSentResponse>(`${clientPath(key)}/invitation`);

export function useSendClientInvitation(key: string) {
  return useMutation({ mutationFn: () => sendClientInvitation(key) });
}
