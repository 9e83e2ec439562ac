import { FEATURE_FLAGS, type FeatureFlag } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFeatures } from '../../../shared/availability';
import { errorMessageOf } from '../../../shared/i18n';
import { CardTitle, ErrorState, LoadingState, Switch, useToast } from '../../../shared/ui';
import { useChangeFeatureFlag } from '../api/change-feature-flag.mutation';
import { StyledCard, StyledCardHeader, StyledMuted } from './dashboard.styles';

const StyledFlags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

/** The organisation's areas, each with its switch. */
export function FeatureFlagsCard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const features = useFeatures();
  const change = useChangeFeatureFlag();

  const toggle = (flag: FeatureFlag, enabled: boolean) => {
    const area = t(`common:features.${flag}.label`);
    change.mutate(
      { flag, enabled },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(enabled ? 'features.turnedOn' : 'features.turnedOff', { area }) }),
        onError: (error) => toast.show({ tone: 'error', message: errorMessageOf(t, error) }),
      },
    );
  };

  return (
    <StyledCard aria-labelledby="admin-features-title">
      <StyledCardHeader>
        <CardTitle id="admin-features-title">{t('features.title')}</CardTitle>
      </StyledCardHeader>
      <StyledMuted>{t('features.subtitle')}</StyledMuted>
      {features.data ? (
        <StyledFlags>
          {FEATURE_FLAGS.map((flag) => (
            <li key={flag}>
              <Switch
                label={t(`common:features.${flag}.label`)}
                description={t(`common:features.${flag}.description`)}
                checked={features.data.flags[flag] ?? true}
                disabled={change.isPending && change.variables?.flag === flag}
                onChange={(enabled) => toggle(flag, enabled)}
              />
            </li>
          ))}
        </StyledFlags>
      ) : features.isPending ? (
        <LoadingState />
      ) : (
        <ErrorState
          title={t('dashboard.loadFailed')}
          description={errorMessageOf(t, features.error)}
          onRetry={() => void features.refetch()}
          retrying={features.isFetching}
        />
      )}
    </StyledCard>
  );
}
