import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.user({ role: 'team', fullName: 'Sophie Martin' });
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  fullName: '  Sophie Martin ',
  jobTitle: 'Senior Travel Designer',
  phone: '+33 1 23 45 67 89',
  yearsExperience: 9,
  profilePhotoUrl: 'https://images.example.com/sophie.jpg',
  bioShort: 'Paris insider with a weakness for hidden courtyards.',
  bio: 'Sophie has planned journeys across France and Italy for nearly a decade.\n\nShe loves quiet mornings in museums.',
  availabilityNote: 'Mon-Fri, 9:00-18:00 (Paris time)',
};

/** PUT /api/profile; without a version in the body, with the one the profile has now (as the form does). */
async function put(body: Record<string, unknown>, cookie = member.cookie) {
  let version = body.version;
  if (version === undefined) {
    const current = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    version = current.statusCode === 200 ? current.json().version : 1;
  }
  return t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ ...body, version }) });
}

describe('GET/PUT /api/profile', () => {
  it('starts with the name and empty fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, email: member.email, fullName: 'Sophie Martin', jobTitle: '', phone: '', yearsExperience: null, profilePhotoUrl: '', bioShort: '', bio: '', availabilityNote: '' });
  });

  it('saves the own profile (trimmed) and reads it back', async () => {
    const res = await put(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, fullName: 'Sophie Martin' });
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } });
    expect(again.json()).toMatchObject({ ...valid, fullName: 'Sophie Martin' });
    const row = await t.database.db.selectFrom('users').select(['full_name', 'years_experience', 'bio']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Sophie Martin', years_experience: 9 });
  });

  it('stores emptied fields as empty (null in the database)', async () => {
    const res = await put({ ...valid, jobTitle: '  ', yearsExperience: null, profilePhotoUrl: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: '', yearsExperience: null, profilePhotoUrl: '' });
    const row = await t.database.db.selectFrom('users').select(['job_title', 'profile_photo_url']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ job_title: null, profile_photo_url: null });
  });

  it('refuses years of experience below 0 or not whole', async () => {
    const neg = await put({ ...valid, yearsExperience: -1 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().error.fields.yearsExperience).toBe('Years of experience must be 0 or more');
    const frac = await put({ ...valid, yearsExperience: 2.5 });
    expect(frac.json().error.fields.yearsExperience).toBe('Years of experience must be a whole number');
    expect((await put({ ...valid, yearsExperience: 0 })).statusCode).toBe(200);
  });

  it('refuses a photo that is not an https URL', async () => {
    for (const url of ['not a url', 'http://example.com/a.jpg', 'ftp://example.com/a.jpg', 'javascript:alert(1)']) {
      const res = await put({ ...valid, profilePhotoUrl: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields.profilePhotoUrl).toBe('Profile photo must be a URL starting with https://');
    }
  });

  it('needs a full name and a one-line short bio', async () => {
    expect((await put({ ...valid, fullName: ' ' })).json().error.fields.fullName).toBe('Full name is required');
    expect((await put({ ...valid, bioShort: 'line one\nline two' })).json().error.fields.bioShort).toBe('Short bio must fit on one line');
  });

  it('names the version it read: of two saves of one version, one wins and the other gets 409 stale', async () => {
    const shown = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } })).json().version as number;
    const first = await put({ ...valid, bio: 'From the laptop', version: shown });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(shown + 1);
    const second = await put({ ...valid, bio: 'From the phone', version: shown });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'stale', message: expect.stringContaining('changed elsewhere') });
    const now = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } });
    expect(now.json().bio).toBe('From the laptop');
    const both = await Promise.all([put({ ...valid, bio: 'A', version: shown + 1 }), put({ ...valid, bio: 'B', version: shown + 1 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: member.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(valid) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('version');
  });

  it('shows the saved profile in the specialist list', async () => {
    await put(valid);
    const res = await t.app.inject({ method: 'GET', url: '/api/team/specialists', headers: { cookie: member.cookie } });
    expect(res.json().specialists.find((s: { id: string }) => s.id === member.id)).toMatchObject({ jobTitle: valid.jobTitle, profilePhotoUrl: valid.profilePhotoUrl, bioShort: valid.bioShort });
  });

  it('is refused to clients (403), unapproved team members (403) and anonymous callers (401)', async () => {
    const client = await t.user({ role: 'client' });
    const unapproved = await t.user({ role: 'team', approved: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: client.cookie } })).statusCode).toBe(403);
    expect((await put(valid, client.cookie)).statusCode).toBe(403);
    expect((await put(valid, unapproved.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('users').select('job_title').where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.job_title).toBeNull();
  });
});
