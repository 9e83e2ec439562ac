import styled from 'styled-components';
import { useMenuButton } from './use-menu-button.hook';

const StyledWrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledTrigger = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const StyledMenu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 13rem;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
`;

const StyledItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A button that opens a short list of actions (the menu button pattern: arrows, Home/End, Escape).
 * `size` as the Button's: `sm` in a table row, `md` beside a page's other buttons.
 */
export function ActionMenu({
  label,
  accessibleLabel,
  items,
  size = 'sm',
}: {
  label: string;
  accessibleLabel: string;
  items: ActionMenuItem[];
  size?: 'sm' | 'md';
}) {
  const menu = useMenuButton();

  return (
    <StyledWrapper ref={menu.wrapperRef}>
      <StyledTrigger {...menu.triggerProps} aria-label={accessibleLabel} $size={size}>
        {label}
        <span aria-hidden="true">▾</span>
      </StyledTrigger>
      {menu.open && (
        <StyledMenu {...menu.menuProps} aria-label={accessibleLabel}>
          {items.map((item) => (
            <StyledItem
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              $danger={item.danger}
              onClick={() => {
                menu.close();
                item.onSelect();
              }}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledWrapper>
  );
}
