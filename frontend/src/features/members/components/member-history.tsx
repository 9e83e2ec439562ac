import type { MemberFieldChange, MemberHistoryEntry, MinistryView } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { useMemberHistory } from '../api/get-member-history.query';
import { privacyFieldLabel, privacyValueLabel, roleLabel, stepLabel } from './member-labels.util';
import { ministryLabel } from './ministry-labels.util';
import { useFormatPhone } from './use-format-phone.hook';

const StyledTimeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledEntry = styled.li`
  position: relative;
  padding-block: 0 ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.xl} 0;
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  margin-inline-start: ${({ theme }) => theme.space.sm};

  &:last-child {
    padding-block-end: 0;
    border-inline-start-color: transparent;
  }

  &::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(-0.4375rem - 1px);
    top: 0.25rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    border: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

const StyledSummary = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledChanges = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const DATE_FIELDS: ReadonlySet<MemberFieldChange['field']> = new Set(['birthDate', 'joinedOn', 'baptismDate']);

interface ValueFormats {
  phone: (stored: string) => string;
  date: (isoDate: string) => string;
}

function displayValue(t: TFunction, change: MemberFieldChange, value: string, ministries: MinistryView[] | undefined, formats: ValueFormats): string {
  if (!value) return t('history.emptyValue');
  if (change.field === 'phone') return formats.phone(value);
  if (DATE_FIELDS.has(change.field)) return formats.date(value);
  if (change.field === 'role') return roleLabel(t, value);
  if (change.field === 'membershipStep') return stepLabel(t, value);
  if (change.field === 'ministry') return ministryLabel(ministries, value);
  return value;
}

/** A list in the reader's language ("email and phone", "E-Mail und Telefon"). */
function joinList(words: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
  } catch {
    return words.join(', ');
  }
}

/** What happened, in the reader's words (the server's `summary` is English, for API clients). */
export function historySummary(t: TFunction, entry: MemberHistoryEntry, language: string): string {
  switch (entry.type) {
    case 'registered':
      return t('history.summary.registered', { name: entry.fullName ?? '' });
    case 'updated':
      return t(entry.bySelf ? 'history.summary.updatedBySelf' : 'history.summary.updated', {
        fields: joinList(
          entry.changes.map((change) => t(`history.fieldNames.${change.field}`)),
          language,
        ),
      });
    case 'archived':
      return t('history.summary.archived');
    case 'restored':
      return t('history.summary.restored');
    case 'self-update-requested':
      return t('history.summary.selfUpdateRequested', {
        fields: joinList(
          entry.changes.map((change) => t(`history.fieldNames.${change.field}`)),
          language,
        ),
      });
    case 'self-update-declined':
      return t('history.summary.selfUpdateDeclined', {
        fields: joinList(
          entry.changes.map((change) => t(`history.fieldNames.${change.field}`)),
          language,
        ),
        reason: entry.reason ?? '',
      });
    case 'photo-changed':
      return t('history.summary.photoChanged');
    case 'photo-removed':
      return t('history.summary.photoRemoved');
    case 'merged':
      return t('memberMerge:history.summary.merged', { name: entry.otherRecord?.fullName ?? '' });
    case 'unmerged':
      return t('memberMerge:history.summary.unmerged', { name: entry.otherRecord?.fullName ?? '' });
    case 'merged-into':
      return t('memberMerge:history.summary.mergedInto', { name: entry.otherRecord?.fullName ?? '' });
    case 'unmerged-from':
      return t('memberMerge:history.summary.unmergedFrom', { name: entry.otherRecord?.fullName ?? '' });
    case 'privacy-changed':
      return t('history.summary.privacy', {
        changes: joinList(
          (entry.privacyChanges ?? []).map((change) => t(`history.privacyWords.${change.field}.${change.to ? 'on' : 'off'}`)),
          language,
        ),
      });
    default:
      return entry.summary;
  }
}

function HistoryEntry({ entry, ministries }: { entry: MemberHistoryEntry; ministries?: MinistryView[] }) {
  const { t, i18n } = useTranslation('members');
  const format = useFormat();
  const formatPhone = useFormatPhone();
  const formats: ValueFormats = { phone: formatPhone, date: (isoDate) => format.date(isoDate) };
  return (
    <StyledEntry>
      <StyledSummary>{historySummary(t, entry, i18n.language)}</StyledSummary>
      <StyledMeta>
        {t('history.by', { name: entry.actor.name })} · <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
        {entry.fromRecord && <> · {t('memberMerge:history.fromRecord', { name: entry.fromRecord.fullName })}</>}
      </StyledMeta>
      {entry.privacyChanges && entry.privacyChanges.length > 0 && (
        <StyledChanges aria-label={t('history.changesLabel')}>
          {entry.privacyChanges.map((change) => (
            <li key={change.field}>
              {t('history.change', {
                field: privacyFieldLabel(t, change.field),
                from: privacyValueLabel(t, change.field, change.from),
                to: privacyValueLabel(t, change.field, change.to),
              })}
            </li>
          ))}
        </StyledChanges>
      )}
      {entry.changes.length > 0 && (
        <StyledChanges aria-label={t('history.changesLabel')}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              {t('history.change', {
                field: t(`fields.${change.field}`),
                from: displayValue(t, change, change.from, ministries, formats),
                to: displayValue(t, change, change.to, ministries, formats),
              })}
            </li>
          ))}
        </StyledChanges>
      )}
    </StyledEntry>
  );
}

/** A member's history as a timeline, newest first. */
export function MemberHistory({ memberId, ministries }: { memberId: string; ministries?: MinistryView[] }) {
  const { t } = useTranslation('members');
  const history = useMemberHistory(memberId);

  if (history.isPending) return <LoadingState label={t('history.loading')} />;
  if (history.isError) {
    return (
      <ErrorState
        title={t('history.loadFailed')}
        description={errorMessageOf(t, history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.length === 0) return <EmptyState title={t('history.empty')} />;
  return (
    <StyledTimeline>
      {history.data.map((entry) => (
        <HistoryEntry key={`${entry.fromRecord?.id ?? ''}-${entry.revision}-${entry.occurredAt}`} entry={entry} ministries={ministries} />
      ))}
    </StyledTimeline>
  );
}
