/** What other features use of sign-in and passwords (ADR 009: through this file only). */
export { signOut, changePassword, useSession, sessionQuery } from './api';
