import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

const StyledTabList = styled.div`
  display: flex;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  margin-block-end: ${({ theme }) => theme.space.lg};
  /* On a phone the tabs scroll sideways rather than wrap onto a second row. */
  overflow-x: auto;
  scrollbar-width: none;
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  appearance: none;
  flex: none;
  background: none;
  border: none;
  border-block-end: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const panelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/**
 * Tabs as the ARIA tabs pattern has them: one tab in the Tab order (the selected one), arrow keys
 * (mirrored right to left), Home and End move and select, each tab names the panel it controls.
 * Every panel is in the page (hidden unless selected) so `aria-controls` always points somewhere,
 * but only the selected one's content is rendered: a lazy section loads when its tab is chosen.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  panel,
}: {
  /** Makes the tabs' and panels' ids: unique on the page. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's content. */
  panel: ReactNode;
}) {
  const ids = tabs.map((tab) => tab.id);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -ids.length, End: ids.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = ids[Math.min(ids.length - 1, Math.max(0, ids.indexOf(selected) + step * rtl))];
    onSelect(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <StyledTab
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            role="tab"
            type="button"
            aria-selected={tab.id === selected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            $selected={tab.id === selected}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(idPrefix, tab.id)} aria-labelledby={tabId(idPrefix, tab.id)} hidden={tab.id !== selected}>
          {tab.id === selected && panel}
        </div>
      ))}
    </>
  );
}
