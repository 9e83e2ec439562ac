import { MEMBER_PRIVACY_FIELDS, type MemberPrivacy, type MemberView } from '@koinonia/contracts';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, Switch, useToast } from '../../../shared/ui';
import { useChangeMemberPrivacy } from '../api/change-member-privacy.mutation';
import { privacyFieldLabel, privacyValueLabel } from './member-labels.util';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const StyledSwitches = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xl};
`;

const StyledNote = styled(InlineAlert)`
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

const StyledChoices = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

type PrivacyMutation = ReturnType<typeof useChangeMemberPrivacy>;

function PrivacyForm({ member, isSelf, change }: { member: MemberView; isSelf: boolean; change: PrivacyMutation }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const [choice, setChoice] = useState<MemberPrivacy>(member.privacy);
  const changed = MEMBER_PRIVACY_FIELDS.some((field) => choice[field] !== member.privacy[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: member.id, revision: member.revision, privacy: choice },
      { onSuccess: () => toast.show({ tone: 'success', message: t('privacy.saved') }) },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="member-privacy-title">
      <StyledSwitches>
        {MEMBER_PRIVACY_FIELDS.map((field) => (
          <Switch
            key={field}
            label={t(`privacy.fields.${field}`)}
            description={t(`privacy.hints.${field}`)}
            checked={choice[field]}
            disabled={change.isPending}
            onChange={(checked) => setChoice((current) => ({ ...current, [field]: checked }))}
          />
        ))}
      </StyledSwitches>
      {!choice.listed && <StyledNote $tone="warning">{t(isSelf ? 'privacy.unlistedNoteSelf' : 'privacy.unlistedNote')}</StyledNote>}
      <StyledFooter>
        <Button type="submit" disabled={!changed || change.isPending}>
          {change.isPending ? t('privacy.saving') : t('privacy.save')}
        </Button>
      </StyledFooter>
    </form>
  );
}

function PrivacySummary({ privacy }: { privacy: MemberPrivacy }) {
  const { t } = useTranslation('members');
  return (
    <StyledChoices>
      {MEMBER_PRIVACY_FIELDS.map((field) => (
        <Fragment key={field}>
          <dt>{privacyFieldLabel(t, field)}</dt>
          <dd>{privacyValueLabel(t, field, privacy[field])}</dd>
        </Fragment>
      ))}
    </StyledChoices>
  );
}

/**
 * A member's directory privacy choices: switches with one save for the member themselves and
 * for those who may change the directory; a plain summary for everyone else.
 */
export function MemberPrivacySection({ member, isSelf, editable }: { member: MemberView; isSelf: boolean; editable: boolean }) {
  const { t } = useTranslation('members');
  // Held here, not in the form: a conflict reloads the member and restarts the form, and the message stays.
  const change = useChangeMemberPrivacy();
  const failure =
    change.isError && (isApiError(change.error) && change.error.code === 'CONCURRENCY_CONFLICT' ? t('privacy.conflict') : errorMessageOf(t, change.error));
  return (
    <Card aria-labelledby="member-privacy-title">
      <CardTitle id="member-privacy-title">{t('privacy.title')}</CardTitle>
      <StyledIntro>{isSelf ? t('privacy.introSelf') : t('privacy.introOther', { name: member.fullName })}</StyledIntro>
      {editable ? (
        // A new revision (saved here or elsewhere) starts the form again from what the server holds.
        <PrivacyForm key={member.revision} member={member} isSelf={isSelf} change={change} />
      ) : (
        <PrivacySummary privacy={member.privacy} />
      )}
      {failure && (
        <StyledNote $tone="danger" role="alert">
          {failure}
        </StyledNote>
      )}
    </Card>
  );
}
