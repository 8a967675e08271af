import { useEffect } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Save } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { ErrorState } from '#web/components/ui/error-state';
import { Field, Input, Textarea } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { useServerForm } from '#web/lib/server-form';
import {
  PROFILE_LIMITS,
  PROFILE_NOT_FOUND,
  PROFILE_UPDATED,
  ProfileBody,
  formToProfileBody,
  isHttpsUrl,
  profileToForm,
  type Profile,
  type ProfileFormValues,
} from '#shared/contracts/profile';
import { YEARS_EXPERIENCE_MIN } from '#shared/domain/constants';
import { useProfile, useSaveProfile } from '#web/features/profile/api';
import { PhotoPreview } from './photo-preview';
import { SpecialistCard } from './specialist-card';
import { ChangePasswordCard } from './change-password-card';
import { FormAlert } from './form-alert';

const FIELDS = Object.keys(ProfileBody.shape) as (keyof ProfileFormValues)[];

/** The shared request schema checks the form: the same rules and messages as the server. */
const resolver: Resolver<ProfileFormValues, unknown, ProfileBody> = async (values) => {
  const parsed = ProfileBody.safeParse(formToProfileBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ProfileFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ProfileFormValues;
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** /backoffice/profile-settings (spec §2): the professional profile clients see as 'Your Travel Specialist'. */
export function ProfileSettingsPage() {
  const profile = useProfile();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader eyebrow="Backoffice" title="Profile Settings" subtitle="Manage your professional profile" />
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <ErrorState
          title={profile.error instanceof ApiError && profile.error.status === 404 ? PROFILE_NOT_FOUND : 'Failed to load your profile'}
          message={
            profile.error instanceof ApiError && profile.error.status === 404
              ? 'We could not find a profile for your account. Please sign in again.'
              : profile.error instanceof ApiError && profile.error.status === 401
                ? 'Not authenticated'
                : profile.error.message
          }
          action={
            <Button variant="secondary" onClick={() => profile.refetch()} loading={profile.isFetching}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <div className="mt-10 lg:max-w-[calc(100%-22.5rem)]">
            <ChangePasswordCard email={profile.data.email} />
          </div>
        </>
      )}
    </main>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const {
    register,
    submit,
    reset,
    setFocus,
    control,
    formError,
    setFormError,
    formState: { errors, isDirty, isSubmitting },
  } = useServerForm<ProfileFormValues, ProfileBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: profileToForm(profile),
    fields: FIELDS,
    serverErrors: { unauthenticated: 'Not authenticated' },
    // A stale save is toasted by the mutation; the form keeps what was typed.
    versioned: true,
  });
  const live = useWatch({ control });

  // A refetch with other saved values (another tab) replaces an untouched form.
  useEffect(() => {
    if (!isDirty) reset(profileToForm(profile));
  }, [profile, isDirty, reset]);

  const onSubmit = submit(
    async (body) => {
      // The version shown; after a 409 the reload brings the new one and the typed text stays.
      const saved = await save.mutateAsync({ ...body, version: profile.version });
      reset(profileToForm(saved));
      toast.success(PROFILE_UPDATED);
    },
    (errs) => {
      const first = FIELDS.find((f) => errs[f]);
      if (first) setFocus(first);
    },
  );

  const busy = isSubmitting || save.isPending;
  const yearsNumber = Number(live.yearsExperience);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Profile"
        // Keep a focused field clear of the sticky header.
        className="flex min-w-0 flex-col gap-6 [&_input]:scroll-mt-32 [&_textarea]:scroll-mt-32"
      >
        <SectionCard title="About you" description="Your name and how clients can reach you." contentClassName="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" htmlFor="profile-full-name" error={errors.fullName?.message} required className="sm:col-span-2">
            <Input autoComplete="name" maxLength={PROFILE_LIMITS.fullName} required {...register('fullName')} />
          </Field>
          <Field label="Job Title" htmlFor="profile-job-title" error={errors.jobTitle?.message}>
            <Input autoComplete="organization-title" placeholder="e.g. Senior Travel Specialist" maxLength={PROFILE_LIMITS.jobTitle} {...register('jobTitle')} />
          </Field>
          <Field label="Phone Number" htmlFor="profile-phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="e.g. +33 1 23 45 67 89" maxLength={PROFILE_LIMITS.phone} {...register('phone')} />
          </Field>
          <Field label="Years of Experience" htmlFor="profile-years" error={errors.yearsExperience?.message}>
            <Input type="number" inputMode="numeric" min={YEARS_EXPERIENCE_MIN} max={PROFILE_LIMITS.yearsExperience} step={1} {...register('yearsExperience')} />
          </Field>
        </SectionCard>

        <SectionCard title="Photo" description="A warm, well-lit portrait works best." contentClassName="flex flex-col gap-5">
          <Field label="Profile Photo URL" htmlFor="profile-photo-url" error={errors.profilePhotoUrl?.message}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              maxLength={PROFILE_LIMITS.profilePhotoUrl}
              {...register('profilePhotoUrl')}
            />
          </Field>
          <PhotoPreview url={live.profilePhotoUrl ?? ''} />
        </SectionCard>

        <SectionCard title="Your story" description="Clients see the short bio first and the full bio when they ask for more." contentClassName="flex flex-col gap-5">
          <Field
            label="Short Bio"
            htmlFor="profile-bio-short"
            error={errors.bioShort?.message}
            hint={errors.bioShort ? undefined : 'One line, shown by default to clients.'}
          >
            <Input maxLength={PROFILE_LIMITS.bioShort} placeholder="e.g. Paris insider with a passion for hidden courtyards." {...register('bioShort')} />
          </Field>
          <Field label="Full Bio" htmlFor="profile-bio" error={errors.bio?.message} hint={errors.bio ? undefined : 'Shown when clients expand your profile.'}>
            <Textarea rows={6} maxLength={PROFILE_LIMITS.bio} {...register('bio')} />
          </Field>
          <Field label="Availability Note" htmlFor="profile-availability" error={errors.availabilityNote?.message}>
            <Input maxLength={PROFILE_LIMITS.availabilityNote} placeholder="e.g. Monday to Friday, 9:00-18:00 (Paris time)" {...register('availabilityNote')} />
          </Field>
        </SectionCard>

        <FormAlert>{formError}</FormAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={busy || !isDirty}
            onClick={() => {
              setFormError(null);
              reset(profileToForm(profile));
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? null : <Save aria-hidden />}
            {busy ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>

      <aside className="lg:sticky lg:top-24 lg:self-start">
        <p className="mb-3 text-sm text-muted">Preview: how clients see you</p>
        <SpecialistCard
          data={{
            fullName: live.fullName ?? '',
            email: profile.email,
            jobTitle: live.jobTitle,
            phone: live.phone,
            yearsExperience:
              live.yearsExperience !== undefined && live.yearsExperience !== '' && Number.isInteger(yearsNumber) && yearsNumber >= 0 ? yearsNumber : null,
            profilePhotoUrl: live.profilePhotoUrl && isHttpsUrl(live.profilePhotoUrl.trim()) ? live.profilePhotoUrl.trim() : null,
            bioShort: live.bioShort,
            bio: live.bio,
            availabilityNote: live.availabilityNote,
          }}
        />
      </aside>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">Loading your profile...</span>
      <div className="flex flex-col gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-7">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
