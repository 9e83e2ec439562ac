import { createContext, useContext } from 'react';
import type { Parser } from '../../shared/storage';

export interface HistoryEntry {
  /** Path and query, as visited. */
  path: string;
  title: string;
  /** ISO time of the visit. */
  at: string;
  /** Where the page sits, in names (the breadcrumbs between Home and it: "Member Directory › Ruth Anderson"). */
  context?: string;
}

/** Specification, section 9: 50 kept, the 5 most recent shown. */
export const HISTORY_LIMITS = { kept: 50, shown: 5 } as const;

export const parseHistoryEntry: Parser<HistoryEntry> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { path, title, at, context } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || typeof title !== 'string' || typeof at !== 'string') return undefined;
  return typeof context === 'string' && context ? { path, title, at, context } : { path, title, at };
};

/** The page a path shows, whatever its query (a list's filters and page). */
export function pageOf(path: string): string {
  return path.split(/[?#]/)[0];
}

/**
 * Adds a visit, newest first, once per page: a page visited before moves to the top with the
 * address of this visit (a list's filters change its query, not the page), and a visit to the
 * page on top updates its name (a member's name arrives after the path).
 */
export function recordVisit(entries: readonly HistoryEntry[], visit: HistoryEntry): HistoryEntry[] {
  const page = pageOf(visit.path);
  return [visit, ...entries.filter((entry) => pageOf(entry.path) !== page)].slice(0, HISTORY_LIMITS.kept);
}

export const NavigationHistoryContext = createContext<readonly HistoryEntry[]>([]);

/** The pages this user visited, newest first (the current one included). */
export function useNavigationHistory(): readonly HistoryEntry[] {
  return useContext(NavigationHistoryContext);
}
