import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOrganisationStatus } from '../../shared/availability';

const StyledBanner = styled.p`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;

/** Above the signed-in app when the server runs the demo church: its accounts share a published password. */
export function DemoBanner() {
  const { t } = useTranslation('shell');
  const { data } = useOrganisationStatus();
  if (!data?.demo) return null;
  return <StyledBanner role="note">{t('demo.banner')}</StyledBanner>;
}
