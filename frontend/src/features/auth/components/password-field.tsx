import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../../../shared/ui';

const StyledShow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A password input with a "show password" switch, so a new password can be checked by eye instead of typed twice. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'> & { revealable?: boolean }>(function PasswordField(
  { revealable = false, ...props },
  ref,
) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div>
      <TextField ref={ref} type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} {...props} />
      {revealable && (
        <StyledShow>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {t('password.show')}
        </StyledShow>
      )}
    </div>
  );
});
