import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '#shared/contracts/auth';
import type { ClientDetail } from '#shared/contracts/clients';
import { DangerZoneCard } from './side-cards';

const detail = {
  client: { key: '1042', fullName: 'Claire Dubois', email: 'claire@example.com' },
} as unknown as ClientDetail;

function user(role: SessionUser['role']): SessionUser {
  return { id: 'u1', email: 'staff@example.com', fullName: 'Staff', role, approved: true, friendlyId: 1001, mustChangePassword: false };
}

/** The Danger Zone as the signed-in user (the backoffice area's loader data) sees it. */
function render(session: SessionUser) {
  const router = createMemoryRouter(
    [{ id: 'backoffice-area', path: '/', loader: () => session, children: [{ index: true, Component: () => <DangerZoneCard detail={detail} /> }] }],
    { hydrationData: { loaderData: { 'backoffice-area': session } } },
  );
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('DangerZoneCard (spec §6: only super admins delete users)', () => {
  it('offers Delete Client to a super admin', () => {
    const html = render(user('super_admin'));
    expect(html).toContain('Delete Client');
    expect(html).not.toContain('Only super admins can delete clients.');
  });

  it('shows team members a note instead of the button', () => {
    const html = render(user('team'));
    expect(html).not.toContain('Delete Client');
    expect(html).toContain('Only super admins can delete clients.');
  });
});
