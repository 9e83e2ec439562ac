import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block?: boolean;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  ${({ theme, $variant }) => {
    const c = theme.color;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
            color: ${c.onPrimary};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
          &:hover:not(:disabled) {
            background: ${c.dangerHover};
            color: ${c.onDanger};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.borderStrong};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
            color: ${c.text};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceMuted};
            color: ${c.text};
          }
        `;
    }
  }}

  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledButtonLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'primary', size = 'md', block, type = 'button', ...rest }, ref) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...rest} />;
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button: for navigation, not actions. */
export function ButtonLink({ variant = 'secondary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} {...rest} />;
}
