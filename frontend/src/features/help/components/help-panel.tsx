import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { helpStore, useHelpState, type HelpTab } from '../model/help-store';
import { FaqsTab } from './faqs-tab';
import { TipsTab } from './tips-tab';
import { TutorialsTab } from './tutorials-tab';

const TABS: readonly HelpTab[] = ['tutorials', 'faqs', 'tips'];

const StyledPanel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(28rem, 100vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 0 48px ${({ theme }) => theme.color.shadow};
  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledClose = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledTab = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledTabPanel = styled.div`
  flex: 1;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

/**
 * The help panel: tutorials and tours, FAQs, and tips for the page on screen. A side panel that
 * leaves the page usable (not modal); Esc or the close button closes it, which resets a tutorial.
 */
export function HelpPanel() {
  const { t, i18n } = useTranslation('help');
  const tab = useHelpState((state) => state.tab);
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    return () => {
      if (opener?.isConnected && (document.activeElement === document.body || panel?.contains(document.activeElement))) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      helpStore.help({ type: 'close' });
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = i18n.dir(i18n.language) === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -TABS.length, End: TABS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[Math.max(0, Math.min(TABS.length - 1, TABS.indexOf(tab) + step))];
    helpStore.showTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return createPortal(
    <StyledPanel ref={panelRef} role="dialog" aria-modal="false" aria-labelledby={`${baseId}-title`} onKeyDown={onKeyDown} data-help-panel="">
      <StyledHeader>
        <div>
          <h2 id={`${baseId}-title`}>{t('panel.title')}</h2>
          <p>{t('panel.shortcut')}</p>
        </div>
        <StyledClose type="button" aria-label={t('panel.close')} onClick={() => helpStore.help({ type: 'close' })}>
          <span aria-hidden="true">×</span>
        </StyledClose>
      </StyledHeader>
      <StyledTabs role="tablist" aria-label={t('panel.sections')}>
        {TABS.map((name) => (
          <StyledTab
            key={name}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => helpStore.showTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`panel.tabs.${name}`)}
          </StyledTab>
        ))}
      </StyledTabs>
      <StyledTabPanel id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0}>
        {tab === 'tutorials' && <TutorialsTab />}
        {tab === 'faqs' && <FaqsTab />}
        {tab === 'tips' && <TipsTab />}
      </StyledTabPanel>
    </StyledPanel>,
    document.body,
  );
}
