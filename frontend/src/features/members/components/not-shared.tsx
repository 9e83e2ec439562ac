import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const StyledNotShared = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-style: italic;
`;

/** A contact detail the member did not share with the reader: said plainly, never an empty-looking gap. */
export function NotShared() {
  const { t } = useTranslation('members');
  return <StyledNotShared>{t('directory.notShared')}</StyledNotShared>;
}
