import { UpdateHouseholdDto, type HouseholdMemberView, type HouseholdView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../../shared/access';
import { ApiError } from '../../../../shared/api';
import { useFormErrors, validateDto } from '../../../../shared/forms';
import { useDocumentTitle } from '../../../../shared/hooks';
import { errorMessageOf } from '../../../../shared/i18n';
import { paths } from '../../../../shared/routing';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  Form,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  StackList,
  SubmitButton,
  TextField,
  useToast,
} from '../../../../shared/ui';
import { useHousehold } from '../api/get-household.query';
import { useRemoveHouseholdMember } from '../api/remove-household-member.mutation';
import { useUpdateHousehold } from '../api/update-household.mutation';
import { AddHouseholdMemberForm } from './add-household-member.form';
import { relationshipLabel } from './household-labels.util';
import { householdPaths } from './household-paths.util';
import { MergeHouseholdsDialog } from './merge-households.dialog';

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const StyledPerson = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & > button {
    margin-inline-start: auto;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

const FIELDS = ['name', 'address'] as const;

function DetailsForm({ household }: { household: HouseholdView }) {
  const { t } = useTranslation(['households', 'common']);
  const toast = useToast();
  const update = useUpdateHousehold();
  const [values, setValues] = useState({ name: household.name, address: household.address ?? '' });
  const form = useFormErrors(t, FIELDS);
  const submit = () => {
    const result = validateDto(UpdateHouseholdDto, values);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    update.mutate(
      { id: household.id, revision: household.revision, changes: result.value },
      {
        onSuccess: () => toast.show({ tone: 'success', title: t('detail.details'), message: t('detail.saved') }),
        onError: form.showServerError,
      },
    );
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={
        <SubmitButton pending={update.isPending} pendingLabel={t('detail.saving')}>
          {t('detail.save')}
        </SubmitButton>
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`fields.${field}`)}
          value={values[field]}
          error={form.errors[field]}
          disabled={update.isPending}
          onChange={(e) => {
            setValues((current) => ({ ...current, [field]: e.target.value }));
            form.clearField(field);
          }}
        />
      ))}
    </Form>
  );
}

function RemoveDialog({ household, person, onClose }: { household: HouseholdView; person: HouseholdMemberView; onClose: () => void }) {
  const { t } = useTranslation(['households', 'common']);
  const remove = useRemoveHouseholdMember();
  return (
    <ConfirmDialog
      title={t('detail.removeTitle')}
      confirmLabel={t('detail.removeConfirm')}
      pendingLabel={t('detail.removing')}
      pending={remove.isPending}
      error={remove.error ? errorMessageOf(t, remove.error) : null}
      onConfirm={() => remove.mutate({ householdId: household.id, revision: household.revision, memberId: person.memberId }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {t('detail.removeBody', { name: person.fullName, household: household.name })}
    </ConfirmDialog>
  );
}

/** `/households/:id`: the family, its address and its people; staff rename it, add, move and remove people, and merge another into it. */
export default function HouseholdPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['households', 'common']);
  const canWrite = useCan('members.write');
  const household = useHousehold(id);
  const [removing, setRemoving] = useState<HouseholdMemberView | null>(null);
  const [merging, setMerging] = useState(false);
  useDocumentTitle(household.data?.name ?? t('title'));

  const back = (
    <StyledBack to={householdPaths.list()}>
      <span className="flip-in-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('detail.back')}
    </StyledBack>
  );
  if (household.isPending) return <LoadingState label={t('detail.loading')} />;
  if (household.isError) {
    if (household.error instanceof ApiError && household.error.status === 404) {
      return (
        <>
          {back}
          <Card>
            <div role="alert">
              <PageHeading>{t('detail.notFound')}</PageHeading>
            </div>
          </Card>
        </>
      );
    }
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <ErrorState
          title={t('detail.loadFailed')}
          description={errorMessageOf(t, household.error)}
          onRetry={() => void household.refetch()}
          retrying={household.isFetching}
        />
      </>
    );
  }

  const data = household.data;
  const open = data.status === 'active';
  return (
    <>
      {back}
      <PageHeader>
        <div>
          <PageHeading>{data.name}</PageHeading>
          {!open && <Badge $tone="warning">{data.status === 'dissolved' ? t('detail.dissolvedBadge') : t('detail.mergedBadge')}</Badge>}
        </div>
        {canWrite && open && (
          <PageActions>
            <Button variant="secondary" onClick={() => setMerging(true)}>
              {t('detail.merge')}
            </Button>
          </PageActions>
        )}
      </PageHeader>
      {data.mergedInto && (
        <InlineAlert $tone="warning">
          {t('detail.merged')} <Link to={householdPaths.household(data.mergedInto)}>{t('detail.openSurvivor')}</Link>
        </InlineAlert>
      )}
      <StyledColumns>
        <StyledColumn>
          <Card aria-labelledby="household-people-title">
            <CardTitle id="household-people-title">{t('detail.people')}</CardTitle>
            {data.members.length === 0 ? (
              <StyledMuted role="status">{t('noPeople')}</StyledMuted>
            ) : (
              <StackList aria-labelledby="household-people-title">
                {data.members.map((person) => (
                  <StyledPerson key={person.memberId}>
                    <Link to={paths.member(person.memberId)}>{person.fullName}</Link>
                    <Badge>{relationshipLabel(t, person.relationship)}</Badge>
                    {canWrite && open && (
                      <Button variant="secondary" size="sm" onClick={() => setRemoving(person)} aria-label={t('detail.remove', { name: person.fullName })}>
                        {t('detail.removeShort')}
                      </Button>
                    )}
                  </StyledPerson>
                ))}
              </StackList>
            )}
          </Card>
          {canWrite && open && (
            <Card aria-labelledby="household-add-title">
              <CardTitle id="household-add-title">{t('detail.addTitle')}</CardTitle>
              <AddHouseholdMemberForm household={data} />
            </Card>
          )}
        </StyledColumn>
        <Card aria-labelledby="household-details-title">
          <CardTitle id="household-details-title">{t('detail.details')}</CardTitle>
          {canWrite && open ? (
            <DetailsForm key={data.revision} household={data} />
          ) : (
            <StyledMuted>{data.address === undefined ? t('members:directory.notShared') : data.address || t('detail.noAddress')}</StyledMuted>
          )}
        </Card>
      </StyledColumns>
      {removing && <RemoveDialog household={data} person={removing} onClose={() => setRemoving(null)} />}
      {merging && <MergeHouseholdsDialog survivor={data} onClose={() => setMerging(false)} />}
    </>
  );
}
