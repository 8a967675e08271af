import { describe, expect, it } from 'vitest';
import { ProfileBody, formToProfileBody, isHttpsUrl, profileToForm, type ProfileFormValues } from './profile';

const form: ProfileFormValues = {
  fullName: 'Sophie',
  jobTitle: '',
  phone: '',
  yearsExperience: '',
  profilePhotoUrl: '',
  bioShort: '',
  bio: '',
  availabilityNote: '',
};
const parse = (v: Partial<ProfileFormValues>) => ProfileBody.safeParse(formToProfileBody({ ...form, ...v }));
const fieldError = (v: Partial<ProfileFormValues>, field: string) =>
  parse(v).error?.issues.find((i) => i.path[0] === field)?.message;

describe('profile form rules (spec §5)', () => {
  it('accepts empty optional fields; years empty is null', () => {
    const r = parse({});
    expect(r.success).toBe(true);
    expect(r.data?.yearsExperience).toBeNull();
    expect(parse({ yearsExperience: ' 7 ' }).data?.yearsExperience).toBe(7);
    expect(parse({ yearsExperience: '0' }).data?.yearsExperience).toBe(0);
  });

  it('refuses years of experience below 0, fractions and text', () => {
    expect(fieldError({ yearsExperience: '-1' }, 'yearsExperience')).toBe('Years of experience must be 0 or more');
    expect(fieldError({ yearsExperience: '1.5' }, 'yearsExperience')).toBe('Years of experience must be a whole number');
    expect(fieldError({ yearsExperience: 'ten' }, 'yearsExperience')).toBe('Years of experience must be 0 or more');
  });

  it('needs the photo to be an https URL (the CSP loads https images only)', () => {
    expect(isHttpsUrl('https://example.com/a.jpg')).toBe(true);
    expect(isHttpsUrl('http://example.com/a.jpg')).toBe(false);
    expect(isHttpsUrl('example.com/a.jpg')).toBe(false);
    expect(isHttpsUrl('data:image/png;base64,xx')).toBe(false);
    expect(fieldError({ profilePhotoUrl: 'photo.jpg' }, 'profilePhotoUrl')).toBe('Profile photo must be a URL starting with https://');
    expect(fieldError({ profilePhotoUrl: 'http://example.com/a.jpg' }, 'profilePhotoUrl')).toBe('Profile photo must be a URL starting with https://');
    expect(parse({ profilePhotoUrl: '' }).success).toBe(true);
    expect(parse({ profilePhotoUrl: ' https://example.com/a.jpg ' }).data?.profilePhotoUrl).toBe('https://example.com/a.jpg');
  });

  it('keeps the short bio on one line and needs a name', () => {
    expect(fieldError({ bioShort: 'a\nb' }, 'bioShort')).toBe('Short bio must fit on one line');
    expect(fieldError({ fullName: '  ' }, 'fullName')).toBe('Full name is required');
  });

  it('round-trips a saved profile into the form', () => {
    const values = profileToForm({ id: '1', email: 'e', role: 'team', roleLabel: 'Team Member', fullName: 'S', jobTitle: 'J', phone: 'P', yearsExperience: 3, profilePhotoUrl: '', bioShort: '', bio: '', availabilityNote: '', version: 1 });
    expect(values.yearsExperience).toBe('3');
    expect(parse(values).data?.yearsExperience).toBe(3);
  });
});
