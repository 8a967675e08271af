import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { SpecialistProfile } from '#shared/contracts/trip-detail';
import { SpecialistCard } from './trip-overview';

const base: SpecialistProfile = {
  id: 's1',
  name: 'Claire Martin',
  email: 'claire@maison-voyage.example',
  jobTitle: 'Senior travel specialist',
  phone: '',
  bioShort: 'Rome and the Amalfi coast, for twelve years.',
  bio: 'Rome and the Amalfi coast, for twelve years. Claire grew up in Trastevere and still knows every gallery keeper by name.',
  photoUrl: '',
  yearsExperience: 12,
  availabilityNote: '',
};

describe("SpecialistCard: the specialist's bio (spec §2 'Full Bio (shown when clients expand)')", () => {
  it('shows the short bio with a closed control that expands the full one', () => {
    const html = renderToString(<SpecialistCard specialist={base} />);
    expect(html).toContain('Rome and the Amalfi coast, for twelve years.');
    expect(html).not.toContain('every gallery keeper');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Read full bio<\/button>/);
  });

  it('shows the one bio there is, with nothing to expand', () => {
    const onlyFull = renderToString(<SpecialistCard specialist={{ ...base, bioShort: '' }} />);
    expect(onlyFull).toContain('every gallery keeper');
    expect(onlyFull).not.toContain('Read full bio');
    const same = renderToString(<SpecialistCard specialist={{ ...base, bio: base.bioShort }} />);
    expect(same).not.toContain('Read full bio');
    const none = renderToString(<SpecialistCard specialist={{ ...base, bio: '', bioShort: '  ' }} />);
    expect(none).not.toContain('Read full bio');
    expect(none).toContain('Claire Martin');
  });
});
