import { post } from '#web/lib/api';
import { clientPath } from './client-writes';

/** POST /api/clients/:key/reset-password: mails the client a reset link (Reset Password on a card). */
export const resetClientPassword = (key: string) => post<{ ok: true }>(`${clientPath(key)}/reset-password`);
