// Reading the findings as the screens and planners need them: counts, per day and slot, the
// travellers' share, and the codes a planner must never leave behind.
import type { FindingCode, PlanFinding, Severity } from './types.js';

/** Codes a generated plan must not have (issue 20: never accepted with a 'closed' or 'repeat' finding, nor before landing / after leaving). */
export const PLANNER_BLOCKING_CODES: readonly FindingCode[] = ['closed', 'repeat', 'before-landing', 'after-leaving'];

export type FindingCounts = Record<Severity, number> & { total: number };

/** How many findings of each severity (the editor header's count). */
export function countFindings(findings: readonly PlanFinding[]): FindingCounts {
  const counts: FindingCounts = { error: 0, warning: 0, info: 0, total: findings.length };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

/** The key of a slot in findingsBySlot: slot ids are unique within their day only. */
export const slotKey = (dayId: string, slotId: string) => `${dayId}/${slotId}`;

/** Findings grouped by slotKey(dayId, slotId); findings about a whole day are not included (see findingsByDay). */
export function findingsBySlot(findings: readonly PlanFinding[]): Map<string, PlanFinding[]> {
  const map = new Map<string, PlanFinding[]>();
  for (const f of findings) {
    if (f.slotId === null) continue;
    const key = slotKey(f.dayId, f.slotId);
    const list = map.get(key);
    if (list) list.push(f);
    else map.set(key, [f]);
  }
  return map;
}

/** Findings grouped by day id (the day's own and its slots'). */
export function findingsByDay(findings: readonly PlanFinding[]): Map<string, PlanFinding[]> {
  const map = new Map<string, PlanFinding[]>();
  for (const f of findings) {
    const list = map.get(f.dayId);
    if (list) list.push(f);
    else map.set(f.dayId, [f]);
  }
  return map;
}

/** What the client workspace shows: findings that concern the travellers, with their calm sentence. */
export function clientFindings(findings: readonly PlanFinding[]): PlanFinding[] {
  return findings.filter((f) => f.clientMessage !== null);
}

/** Findings with any of the codes (e.g. PLANNER_BLOCKING_CODES for a generated plan, ['closed'] for the PDF). */
export function findingsWithCodes(findings: readonly PlanFinding[], codes: readonly FindingCode[]): PlanFinding[] {
  return findings.filter((f) => codes.includes(f.code));
}
