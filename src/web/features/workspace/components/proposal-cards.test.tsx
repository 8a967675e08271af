import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { proposalKeys } from '#web/lib/query-keys';
import type { ClientChanges, ProposalState } from '#shared/contracts/proposals';
import { ChangesSinceSeenCard, ProposalCard } from './proposal-cards';

function render(node: ReactNode, seed?: (qc: QueryClient) => void): string {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(qc);
  return renderToString(<QueryClientProvider client={qc}>{node}</QueryClientProvider>);
}

const changes: ClientChanges = {
  sinceVersion: 4,
  currentVersion: 9,
  changes: [
    { text: 'Hotel price per night: €1,450 -> €1,200', part: 'hotel' },
    { text: 'Day 5: "Paris, day 5" -> "Versailles"', part: 'days', dayId: 'd5', dayNumber: 5, date: '2027-05-14' },
  ],
  days: [{ dayId: 'd5', dayNumber: 5, date: '2027-05-14' }],
};

const sent: ProposalState = {
  currentVersion: 9,
  lastSent: { version: 8, at: '2027-05-02T10:00:00.000Z', by: null },
  answer: null,
  approvedLabel: null,
  changedSinceApproval: false,
  awaitingApproval: true,
};

describe('What changed since you last looked (issue 22)', () => {
  it('lists the changes with the day they touch, and can be dismissed', () => {
    const html = render(<ChangesSinceSeenCard tripId="t1" data={changes} failed={false} />);
    expect(html).toContain('data-testid="changes-since-seen"');
    expect(html).toContain('What changed since you last looked');
    expect(html).toContain('Hotel price per night: €1,450 -&gt; €1,200');
    expect(html).toContain('14 May 2027');
    expect(html).toContain('Dismiss');
  });

  it('shows nothing while loading or when nothing changed, a quiet line on error', () => {
    expect(render(<ChangesSinceSeenCard tripId="t1" data={undefined} failed={false} />)).toBe('');
    expect(render(<ChangesSinceSeenCard tripId="t1" data={{ ...changes, changes: [], days: [] }} failed={false} />)).toBe('');
    expect(render(<ChangesSinceSeenCard tripId="t1" data={undefined} failed />)).toContain('We could not check what changed');
  });
});

describe('Approve this itinerary (issue 22)', () => {
  it('a version waiting offers approval and changes', () => {
    const html = render(<ProposalCard tripId="t1" />, (qc) => qc.setQueryData(proposalKeys.state('t1'), sent));
    expect(html).toContain('data-testid="proposal-card"');
    expect(html).toContain('Approve this itinerary');
    expect(html).toContain('Ask for changes');
  });

  it('after approval, the sentence; nothing before the first send or while loading', () => {
    const approved: ProposalState = {
      ...sent,
      awaitingApproval: false,
      answer: { kind: 'approved', version: 8, at: '2027-05-03T12:00:00.000Z', by: null, typedName: 'Claire Durand', message: '' },
    };
    expect(render(<ProposalCard tripId="t1" />, (qc) => qc.setQueryData(proposalKeys.state('t1'), approved))).toContain('You approved version 8 on 3 May 2027.');
    expect(render(<ProposalCard tripId="t1" />, (qc) => qc.setQueryData(proposalKeys.state('t1'), { ...sent, lastSent: null, awaitingApproval: false }))).toBe('');
    expect(render(<ProposalCard tripId="t1" />)).toBe('');
  });
});
