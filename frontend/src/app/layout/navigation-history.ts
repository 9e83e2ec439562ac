import { createContext, useContext } from 'react';
import type { Parser } from '../../shared/storage';

export interface HistoryEntry {
  /** Path and query, as visited. */
  path: string;
  title: string;
  /** ISO time of the visit. */
  at: string;
}

/** Specification, section 9: 50 kept, the 5 most recent shown. */
export const HISTORY_LIMITS = { kept: 50, shown: 5 } as const;

export const parseHistoryEntry: Parser<HistoryEntry> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { path, title, at } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || typeof title !== 'string' || typeof at !== 'string') return undefined;
  return { path, title, at };
};

/**
 * Adds a visit, newest first. Visiting the page already on top only updates its title (a
 * member's name arrives after the path); a page visited before moves to the top.
 */
export function recordVisit(entries: readonly HistoryEntry[], visit: HistoryEntry): HistoryEntry[] {
  if (entries[0]?.path === visit.path) return [{ ...entries[0], title: visit.title }, ...entries.slice(1)];
  return [visit, ...entries.filter((entry) => entry.path !== visit.path)].slice(0, HISTORY_LIMITS.kept);
}

export const NavigationHistoryContext = createContext<readonly HistoryEntry[]>([]);

/** The pages this user visited, newest first (the current one included). */
export function useNavigationHistory(): readonly HistoryEntry[] {
  return useContext(NavigationHistoryContext);
}
