import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, InlineAlert, TextField } from '../../../shared/ui';
import { useIssueCalendarFeed, useRevokeCalendarFeed } from '../api/my-volunteering.api';
import { StyledActions, StyledMuted, StyledSection, StyledSectionHeading } from './volunteer.styles';

const StyledFeed = styled.div`
  max-inline-size: 40rem;
`;

/** My personal iCal feed: its secret address is shown once when made; making a new one ends the old. */
export function CalendarFeedSection() {
  const { t } = useTranslation('volunteers');
  const issue = useIssueCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const url = revoke.isSuccess ? null : (issue.data?.url ?? null);
  const webcal = url?.replace(/^https?:/, 'webcal:');
  return (
    <StyledSection aria-labelledby="volunteers-feed-heading">
      <StyledSectionHeading id="volunteers-feed-heading">{t('feed.heading')}</StyledSectionHeading>
      <StyledMuted>{t('feed.description')}</StyledMuted>
      {url && (
        <StyledFeed>
          <TextField label={t('feed.address')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} hint={t('feed.addressHint')} />
        </StyledFeed>
      )}
      <StyledActions>
        {webcal && <a href={webcal}>{t('feed.subscribe')}</a>}
        <Button
          variant={url ? 'secondary' : 'primary'}
          disabled={issue.isPending}
          onClick={() => {
            revoke.reset();
            issue.mutate();
          }}
        >
          {url ? t('feed.rotate') : t('feed.issue')}
        </Button>
        <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          {t('feed.revoke')}
        </Button>
      </StyledActions>
      {revoke.isSuccess && (
        <InlineAlert role="status" $tone="success">
          {t('feed.revoked')}
        </InlineAlert>
      )}
      {(issue.isError || revoke.isError) && <InlineAlert role="alert">{errorMessageOf(t, issue.error ?? revoke.error)}</InlineAlert>}
    </StyledSection>
  );
}
