import { z } from 'zod';
import { FullName } from './auth.js';

/**
 * The signed-in user's own account (spec §2 account settings panel: user ID, e-mail, role,
 * member since; Delete Account) and staff confirming a client's e-mail (spec §7 confirm-email).
 */

export const AccountInfo = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  createdAt: z.iso.datetime(),
  emailVerified: z.boolean(),
  /** Only a client deletes their own account here (staff accounts are removed by a super admin). */
  canDelete: z.boolean(),
  /** The user's version: a change of the name names it (staff may be editing the same person). */
  version: z.number().int(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

export const CONFIRM_WORD = 'DELETE';
export const ACCOUNT_MESSAGES = {
  confirmWord: `You must type "${CONFIRM_WORD}" exactly to confirm`,
  onlyClients: 'Only client accounts can be deleted here. Please ask a super admin.',
  deleted: 'Your account has been deleted.',
  userNotFound: 'User not found',
  emailConfirmed: 'Email confirmed',
  renamed: 'Your name has been updated.',
  stale: 'Your details were changed elsewhere while you were editing (perhaps by your travel specialist). The latest are now shown: check them and save again.',
} as const;

/** PATCH /api/auth/account: the signed-in person corrects their own name, at the version they read. */
export const UpdateAccountBody = z.object({
  fullName: FullName,
  version: z.number().int().min(1).max(2_147_483_647),
});
export type UpdateAccountBody = z.infer<typeof UpdateAccountBody>;

export const DeleteAccountBody = z.object({
  confirm: z.literal(CONFIRM_WORD, { error: ACCOUNT_MESSAGES.confirmWord }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** POST /api/auth/confirm-email {user_id} (spec §7), staff only. */
export const ConfirmEmailBody = z.object({ user_id: z.uuid('user_id must be a user id') });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const ConfirmEmailResponse = z.object({
  ok: z.literal(true),
  emailVerified: z.literal(true),
  emailVerifiedAt: z.iso.datetime(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;
