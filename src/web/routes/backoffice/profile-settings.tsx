import { ProfileSettingsPage } from '#web/features/profile/components/profile-settings-page';

/** /backoffice/profile-settings (spec §2): any approved staff member edits their own profile. */
export const profileSettingsRoute = { Component: ProfileSettingsPage };
