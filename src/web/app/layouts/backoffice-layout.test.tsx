import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '#shared/contracts/auth';
import { BackofficeLayout } from './backoffice-layout';

function user(role: SessionUser['role'], fullName = 'Luca Ferrari'): SessionUser {
  return { id: 'u1', email: 'luca@agency.example', fullName, role, approved: true, friendlyId: 1001, mustChangePassword: false };
}

/** The backoffice header as the signed-in user (the layout's loader data) sees it. */
function render(session: SessionUser) {
  const router = createMemoryRouter(
    [{ id: 'backoffice-area', path: '/backoffice', loader: () => session, Component: BackofficeLayout, children: [{ index: true, Component: () => null }] }],
    { initialEntries: ['/backoffice'], hydrationData: { loaderData: { 'backoffice-area': session } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('BackofficeLayout header (ADR 001: Team Rights is for super admins)', () => {
  it('shows Team Rights to a super admin', () => {
    const html = render(user('super_admin'));
    expect(html).toContain('>Team Rights<');
    expect(html).toContain('>Client Database<');
  });

  it('does not show Team Rights to a team member, who would be sent back', () => {
    const html = render(user('team'));
    expect(html).not.toContain('Team Rights');
    expect(html).toContain('>Client Database<');
  });

  it("labels the user by the name they chose, else by e-mail (never 'Agency Owner')", () => {
    expect(render(user('super_admin', 'Camille Laurent'))).toContain('Camille Laurent');
    const placeholder = render(user('super_admin', 'Agency Owner'));
    expect(placeholder).not.toContain('Agency Owner');
    expect(placeholder).toContain('luca@agency.example</span>');
  });
});
