import { STATEMENT_DELIVERIES, type IssuedStatement, type StatementDelivery } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Button,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  TextField,
} from '../../../shared/ui';
import { useIssueStatement, useStartStatementRun } from '../api/statements.mutation';
import { useDonorSearch, useStatementRun, useStatements } from '../api/statements.query';
import { StatementRunProgress } from './statement-run.progress';
import { StatementsTable } from './statements.table';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: stretch;
`;

/** The years offered: this one and the five before, the last full year first (year-end statements are for a year gone by). */
function yearsOffered(now = new Date()): number[] {
  const current = now.getFullYear();
  return [current - 1, current, current - 2, current - 3, current - 4, current - 5];
}

function IssueOne({ year }: { year: number }) {
  const { t } = useTranslation('statements');
  const [search, setSearch] = useState('');
  const [donorMemberId, setDonorMemberId] = useState('');
  const [issued, setIssued] = useState<IssuedStatement | null>(null);
  const donors = useDonorSearch(search);
  const issue = useIssueStatement();
  const options = donors.data?.items.map((member) => ({ value: member.id, label: member.fullName })) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!donorMemberId) return;
    issue.mutate({ donorMemberId, year }, { onSuccess: setIssued });
  };
  return (
    <Card>
      <StyledForm onSubmit={submit} aria-labelledby="statements-issue-one">
        <CardTitle id="statements-issue-one">{t('one.title')}</CardTitle>
        <TextField
          label={t('one.search')}
          hint={t('one.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setDonorMemberId('');
          }}
        />
        <SelectField
          label={t('one.donor')}
          value={donorMemberId}
          onChange={(event) => setDonorMemberId(event.target.value)}
          options={[{ value: '', label: options.length > 0 ? t('one.choose') : t('one.noneFound') }, ...options]}
        />
        <Button type="submit" disabled={!donorMemberId || issue.isPending}>
          {t('one.issue', { year })}
        </Button>
        {issue.isError && <InlineAlert role="alert">{errorMessageOf(t, issue.error)}</InlineAlert>}
        {issued && !issue.isPending && (
          <InlineAlert $tone="success" role="status">
            {issued.corrects
              ? t('one.corrected', { sha: issued.sha256.slice(0, 12), original: issued.corrects.slice(0, 8) })
              : issued.position === '0'
                ? t('one.unchanged', { sha: issued.sha256.slice(0, 12) })
                : t('one.issued', { sha: issued.sha256.slice(0, 12) })}
          </InlineAlert>
        )}
      </StyledForm>
    </Card>
  );
}

function IssueAll({ year }: { year: number }) {
  const { t } = useTranslation('statements');
  const [params, setParams] = useSearchParams();
  const [delivery, setDelivery] = useState<StatementDelivery>('download');
  const runId = params.get('run');
  const run = useStatementRun(runId);
  const start = useStartStatementRun();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { year, delivery },
      {
        // The run's id in the address: a reload keeps following it.
        onSuccess: (done) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('run', done.id);
              return next;
            },
            { replace: true },
          ),
      },
    );
  };
  return (
    <Card>
      <StyledForm onSubmit={submit} aria-labelledby="statements-issue-all">
        <CardTitle id="statements-issue-all">{t('all.title')}</CardTitle>
        <SelectField
          label={t('all.delivery')}
          value={delivery}
          onChange={(event) => setDelivery(event.target.value as StatementDelivery)}
          options={STATEMENT_DELIVERIES.map((value) => ({ value, label: t(`all.deliveries.${value}`) }))}
        />
        <Button type="submit" disabled={start.isPending || run.data?.status === 'running'}>
          {t('all.start', { year })}
        </Button>
        {start.isError && <InlineAlert role="alert">{errorMessageOf(t, start.error)}</InlineAlert>}
        {run.data && <StatementRunProgress run={run.data} />}
      </StyledForm>
    </Card>
  );
}

/** `/statements`: year-end giving statements; the finance role issues them (one donor, or all as a job), auditors read and download. */
export default function StatementsPage() {
  const { t } = useTranslation('statements');
  useDocumentTitle(t('pages.statements.title'));
  const canIssue = useCan('giving.write');
  const years = yearsOffered();
  const [year, setYear] = useState(years[0]);
  const statements = useStatements(year);
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.statements.title')}</PageHeading>
          <PageSubtitle>{t('page.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <SelectField
        label={t('page.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        options={years.map((value) => ({ value: String(value), label: String(value) }))}
      />
      {canIssue && (
        <StyledGrid>
          <IssueOne year={year} />
          <IssueAll year={year} />
        </StyledGrid>
      )}
      <Card>
        <Stack $gap="md">
          <CardTitle>{t('list.title', { year })}</CardTitle>
          {statements.isPending ? (
            <LoadingState />
          ) : statements.isError ? (
            <ErrorState title={t('loadFailed')} description={errorMessageOf(t, statements.error)} onRetry={() => void statements.refetch()} />
          ) : statements.data.length === 0 ? (
            <EmptyState title={t('list.empty', { year })} />
          ) : (
            <StatementsTable statements={statements.data} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
