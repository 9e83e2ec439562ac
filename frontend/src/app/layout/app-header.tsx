import type { CurrentUser } from '@koinonia/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UserMenu } from '../../features/auth';
import { LanguagePicker } from '../../features/preferences';
import { NotificationBell } from '../../features/notifications';
import { HelpButton } from '../../features/help';
import { Brand, IconButton, useThemeMode } from '../../shared/ui';
import { usePalette } from '../palette/palette-provider';
import { pathOf } from '../../shared/routing';
import { Icon } from './icons';
import { MainNav } from './main-nav';

export const HEADER_HEIGHT = '4rem';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${HEADER_HEIGHT};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  /* A phone: six tools beside the menu button, closer together. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

/* On a phone the tools need the brand's room; Home stays one tap away in the menu. */
const StyledBrandSlot = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledNavSlot = styled.div`
  flex: 1;
  min-width: 0;
  /* Links that do not fit go into the navigation's own "More" menu (main-nav.tsx). */
`;

const StyledTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledMenuButton = styled(IconButton)`
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledSearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSubtle};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  kbd {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  /* Room is short beside nine navigation links: the words go first, the icon stays. */
  @media (max-width: 1599.98px) {
    .label,
    kbd {
      display: none;
    }
    padding: 0;
    width: 2.5rem;
    justify-content: center;
    border-radius: 50%;
  }
`;

const SUN =
  'M12 4V2M12 22v-2M4.93 4.93 3.51 3.51M20.49 20.49l-1.42-1.42M4 12H2M22 12h-2M4.93 19.07l-1.42 1.42M20.49 3.51l-1.42 1.42M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z';
const MOON = 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z';

function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <IconButton type="button" onClick={toggle} aria-label={dark ? t('theme.toLight') : t('theme.toDark')}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
        <path d={dark ? SUN : MOON} />
      </svg>
    </IconButton>
  );
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export interface AppHeaderProps {
  user: CurrentUser;
  /** Under 1024 px: the navigation moves into the drawer behind the menu button. */
  narrow: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The header: menu button (narrow), brand, main navigation (wide), search, theme, the user's menu. */
export function AppHeader({ user, narrow, menuOpen, onOpenMenu, menuButtonRef }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const palette = usePalette();
  const shortcut = t(isMac() ? 'palette.shortcutMac' : 'palette.shortcut');
  return (
    <StyledHeader>
      <StyledBar>
        {narrow && (
          <StyledMenuButton
            ref={menuButtonRef}
            type="button"
            data-help="menu-button"
            aria-label={t('drawer.open')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          >
            <Icon name="menu" />
          </StyledMenuButton>
        )}
        <StyledBrandSlot>
          <Brand to={pathOf('home')} name={t('common:appName')} hideNameOnNarrow />
        </StyledBrandSlot>
        <StyledNavSlot>{!narrow && <MainNav />}</StyledNavSlot>
        <StyledTools>
          <StyledSearchButton type="button" onClick={palette.open} aria-label={t('palette.open', { shortcut })} aria-keyshortcuts="Control+K Meta+K">
            <Icon name="search" />
            <span className="label">{t('palette.button')}</span>
            <kbd aria-hidden="true">{shortcut}</kbd>
          </StyledSearchButton>
          <LanguagePicker />
          <ThemeToggle />
          <NotificationBell />
          <HelpButton />
          <UserMenu user={user} />
        </StyledTools>
      </StyledBar>
    </StyledHeader>
  );
}
