import { MEMBER_MERGE_FIELDS, type MemberMergeField, type MemberView, type MergeSource, type MinistryView } from '@koinonia/contracts';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths, pathOf } from '../../../shared/routing';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  VisuallyHidden,
} from '../../../shared/ui';
import { useMember } from '../api/get-member.query';
import { useMinistries } from '../api/get-ministries.query';
import { useMergeMembers } from '../api/merge-members.mutation';
import { roleLabel, stepLabel } from './member-labels.util';
import { ministryLabel } from './ministry-labels.util';
import { MemberPhoto } from './member-photo';
import { useFormatPhone } from './use-format-phone.hook';

type Side = 'first' | 'second';
const DATE_FIELDS: ReadonlySet<MemberMergeField> = new Set(['birthDate', 'joinedOn', 'baptismDate']);

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};

  & > legend {
    float: inline-start;
    padding: 0;
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHeads = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const StyledSurvivor = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledPreview = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A field's stored value on a record ('' when there is none). */
function rawValue(member: MemberView, field: MemberMergeField): string {
  switch (field) {
    case 'joinedOn':
      return member.joinedAt;
    case 'photo':
      return member.photo ?? '';
    default:
      return member[field] ?? '';
  }
}

function fieldLabel(t: ReturnType<typeof useTranslation>['t'], field: MemberMergeField): string {
  if (field === 'joinedOn') return t('fields.memberSince');
  if (field === 'photo') return t('memberMerge:screen.photo');
  return t(`fields.${field}`);
}

/** A field's value as people read it: a formatted phone or date, a role's or step's words, the photo itself. */
function FieldValue({ member, field, ministries }: { member: MemberView; field: MemberMergeField; ministries?: MinistryView[] }) {
  const { t } = useTranslation(['members', 'memberMerge']);
  const format = useFormat();
  const formatPhone = useFormatPhone();
  const value = rawValue(member, field);
  if (field === 'photo') {
    return value ? (
      <>
        <MemberPhoto member={member} /> {t('memberMerge:screen.photoYes')}
      </>
    ) : (
      <>{t('memberMerge:screen.photoNone')}</>
    );
  }
  if (!value) return <>{t('directory.noValue')}</>;
  if (field === 'phone') return <span dir="ltr">{formatPhone(value)}</span>;
  if (field === 'email') return <span dir="ltr">{value}</span>;
  if (DATE_FIELDS.has(field)) return <time dateTime={value}>{format.date(value)}</time>;
  if (field === 'role') return <>{roleLabel(t, value)}</>;
  if (field === 'membershipStep') return <>{stepLabel(t, value)}</>;
  if (field === 'ministry') return <>{ministryLabel(ministries, value)}</>;
  return <>{value}</>;
}

function MergeForm({ first, second }: { first: MemberView; second: MemberView }) {
  const { t } = useTranslation(['members', 'memberMerge', 'common']);
  const navigate = useNavigate();
  const ministries = useMinistries();
  const merge = useMergeMembers();
  const [survivorSide, setSurvivorSide] = useState<Side>('first');
  // A field not chosen yet keeps the value of the record that stays, whichever that is.
  const [chosen, setChosen] = useState<Partial<Record<MemberMergeField, Side>>>({});
  const sideOf = (field: MemberMergeField): Side => chosen[field] ?? survivorSide;
  const records: Record<Side, MemberView> = { first, second };
  const survivor = records[survivorSide];
  const merged = records[survivorSide === 'first' ? 'second' : 'first'];
  const alreadyMerged = first.mergedInto ?? second.mergedInto;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(MEMBER_MERGE_FIELDS.map((field) => [field, sideOf(field) === survivorSide ? 'survivor' : 'merged'])) as Record<
      MemberMergeField,
      MergeSource
    >;
    merge.mutate(
      { survivorId: survivor.id, revision: survivor.revision, mergedId: merged.id, fields },
      { onSuccess: () => void navigate(paths.member(survivor.id)) },
    );
  };

  return (
    <StyledForm onSubmit={submit}>
      <Card>
        <StyledSurvivor>
          <legend>{t('memberMerge:screen.survivorLegend')}</legend>
          {(['first', 'second'] as const).map((side) => (
            <StyledOption key={side}>
              <input type="radio" name="survivor" value={side} checked={survivorSide === side} onChange={() => setSurvivorSide(side)} />
              {t('memberMerge:screen.survivorOption', { name: records[side].fullName })}
            </StyledOption>
          ))}
        </StyledSurvivor>
      </Card>

      <Card aria-labelledby="merge-fields-title">
        <CardTitle id="merge-fields-title">{t('memberMerge:screen.fieldsTitle')}</CardTitle>
        <StyledHeads aria-hidden="true">
          <span />
          <span>{first.fullName}</span>
          <span>{second.fullName}</span>
        </StyledHeads>
        {MEMBER_MERGE_FIELDS.map((field) => (
          <StyledRow key={field}>
            <legend>{fieldLabel(t, field)}</legend>
            {(['first', 'second'] as const).map((side) => (
              <StyledOption key={side}>
                <input
                  type="radio"
                  name={`field-${field}`}
                  value={side}
                  checked={sideOf(field) === side}
                  onChange={() => setChosen((current) => ({ ...current, [field]: side }))}
                />
                <span>
                  <FieldValue member={records[side]} field={field} ministries={ministries.data} />
                  <VisuallyHidden> {t('memberMerge:screen.fromRecord', { name: records[side].fullName })}</VisuallyHidden>
                </span>
              </StyledOption>
            ))}
          </StyledRow>
        ))}
      </Card>

      <Card aria-labelledby="merge-preview-title">
        <CardTitle id="merge-preview-title">{t('memberMerge:screen.previewTitle')}</CardTitle>
        <p>{t('memberMerge:screen.previewIntro', { survivor: survivor.fullName, merged: merged.fullName })}</p>
        <StyledPreview>
          {MEMBER_MERGE_FIELDS.map((field) => (
            <Fragment key={field}>
              <dt>{fieldLabel(t, field)}</dt>
              <dd>
                <FieldValue member={records[sideOf(field)]} field={field} ministries={ministries.data} />
              </dd>
            </Fragment>
          ))}
        </StyledPreview>
      </Card>

      {alreadyMerged && <InlineAlert $tone="warning">{t('memberMerge:screen.alreadyMerged')}</InlineAlert>}
      {merge.isError && <InlineAlert role="alert">{errorMessageOf(t, merge.error)}</InlineAlert>}
      <PageActions>
        <Button type="submit" variant="primary" disabled={merge.isPending || Boolean(alreadyMerged)}>
          {merge.isPending ? t('memberMerge:screen.merging') : t('memberMerge:screen.confirm', { survivor: survivor.fullName, merged: merged.fullName })}
        </Button>
        <ButtonLink to={pathOf('member-duplicates')} variant="secondary">
          {t('common:actions.cancel')}
        </ButtonLink>
      </PageActions>
    </StyledForm>
  );
}

function MergeLoader({ firstId, secondId }: { firstId: string; secondId: string }) {
  const { t } = useTranslation(['members', 'memberMerge']);
  const first = useMember(firstId);
  const second = useMember(secondId);
  if (first.isPending || second.isPending) return <LoadingState label={t('memberMerge:screen.loading')} />;
  const failed = first.isError ? first : second.isError ? second : null;
  if (failed) {
    return (
      <ErrorState
        title={t('memberMerge:screen.loadFailed')}
        description={errorMessageOf(t, failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  return <MergeForm first={first.data!} second={second.data!} />;
}

/** `/members/merge?first=…&second=…`: two records side by side; choose the one that stays and, field by field, which value it keeps. */
export default function MemberMergePage() {
  const { t } = useTranslation(['members', 'memberMerge']);
  useDocumentTitle(t('memberMerge:screen.title'));
  const [searchParams] = useSearchParams();
  const firstId = searchParams.get('first') ?? '';
  const secondId = searchParams.get('second') ?? '';
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('memberMerge:screen.title')}</PageHeading>
          <PageSubtitle>{t('memberMerge:screen.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {firstId && secondId && firstId !== secondId ? (
        <MergeLoader key={`${firstId}|${secondId}`} firstId={firstId} secondId={secondId} />
      ) : (
        <EmptyState
          title={t('memberMerge:screen.missing')}
          description={t('memberMerge:screen.missingHint')}
          action={
            <ButtonLink to={pathOf('member-duplicates')} variant="secondary">
              {t('memberMerge:screen.toDuplicates')}
            </ButtonLink>
          }
        />
      )}
    </>
  );
}
