import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useMenuButton } from '../../shared/ui';
import { Icon } from './icons';
import { HISTORY_LIMITS, pageOf, useNavigationHistory } from './navigation-history';

const StyledWrapper = styled.div`
  position: relative;
  flex: none;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledPopover = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 16rem;
  max-width: min(22rem, 90vw);
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
`;

const StyledItem = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Label = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

/** "Recent pages": the five pages visited last (other than this one), as a menu, by their names and where they sit. */
export function HistoryMenu() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const history = useNavigationHistory();
  const menu = useMenuButton();
  const recent = history.filter((entry) => pageOf(entry.path) !== location.pathname).slice(0, HISTORY_LIMITS.shown);
  const { close } = menu;

  useEffect(() => close(), [location.key, close]);

  return (
    <StyledWrapper ref={menu.wrapperRef}>
      <StyledTrigger {...menu.triggerProps}>
        <Icon name="history" size="1rem" />
        <Label>{t('history.label')}</Label>
      </StyledTrigger>
      {menu.open && (
        <StyledPopover>
          {recent.length === 0 ? (
            <StyledEmpty role="status">{t('history.empty')}</StyledEmpty>
          ) : (
            <div {...menu.menuProps} aria-label={t('history.label')}>
              {recent.map((entry) => (
                <StyledItem key={entry.path} to={entry.path} role="menuitem" tabIndex={-1}>
                  {entry.title}
                  {entry.context && <small>{entry.context}</small>}
                </StyledItem>
              ))}
            </div>
          )}
        </StyledPopover>
      )}
    </StyledWrapper>
  );
}
