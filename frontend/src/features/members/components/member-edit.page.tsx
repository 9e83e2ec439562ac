import { UpdateMemberDto, type MemberView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessage, errorMessageOf } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Button, ButtonLink, Card, ErrorState, Form, InlineAlert, LoadingState, PageHeader, PageHeading, SubmitButton, useToast } from '../../../shared/ui';
import { useMember } from '../api/get-member.query';
import { useUpdateMember } from '../api/update-member.mutation';
import { useMemberFormErrors } from './use-member-form-errors.hook';
import { MEMBER_FORM_FIELDS, MemberFormFields, type MemberFormField, type MemberFormValues } from './member-form-fields';
import { MemberNotFound } from './member-not-found';
import { useFormatPhone } from './use-format-phone.hook';

const StyledCard = styled(Card)`
  max-width: 48rem;
`;

/** The phone as people write it (national format for the church's country), not as it is stored. */
function formValuesOf(member: MemberView, formatPhone: (stored: string) => string): MemberFormValues {
  return {
    fullName: member.fullName,
    email: member.email ?? '',
    phone: formatPhone(member.phone ?? ''),
    address: member.address ?? '',
    ministry: member.ministry,
    role: member.role,
    birthDate: member.birthDate ?? '',
    joinedOn: member.joinedAt.slice(0, 10),
    membershipStep: member.membershipStep,
    baptismDate: member.baptismDate,
  };
}

/** Only what differs from the member as loaded: absent fields stay as they are on the server. */
function changesFrom(member: MemberView, value: UpdateMemberDto, formatPhone: (stored: string) => string): UpdateMemberDto {
  const original = formValuesOf(member, formatPhone);
  const changes: Record<string, unknown> = {};
  for (const field of MEMBER_FORM_FIELDS) {
    const next = value[field] ?? '';
    if (next !== original[field]) changes[field] = next;
  }
  return changes as UpdateMemberDto;
}

/** `/members/:id/edit`. */
export default function MemberEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['members', 'common']);
  const member = useMember(id);
  useDocumentTitle(t('edit.title'));

  if (member.isPending) return <LoadingState label={t('profile.loading')} />;
  if (member.isError) {
    const error = member.error;
    if (error instanceof ApiError && (error.code === 'MEMBER_NOT_FOUND' || error.status === 404)) return <MemberNotFound />;
    return <ErrorState title={errorMessageOf(t, error)} onRetry={() => void member.refetch()} retrying={member.isFetching} />;
  }
  if (member.data.mergedInto) return <MergedRecord member={member.data} />;
  return <EditMemberForm key={member.data.id} member={member.data} onReload={() => member.refetch()} />;
}

/** A record merged into another is changed through its survivor: the server refuses an edit of it, so none is offered. */
function MergedRecord({ member }: { member: MemberView }) {
  const { t } = useTranslation(['members', 'common']);
  return (
    <>
      <PageHeader>
        <PageHeading>{t('edit.heading', { name: member.fullName })}</PageHeading>
      </PageHeader>
      <InlineAlert role="alert" $tone="warning">
        <span>{errorMessage(t, 'MEMBER_ALREADY_MERGED')}</span>
        {member.mergedInto && (
          <ButtonLink to={paths.member(member.mergedInto.id)} variant="secondary" size="sm">
            {member.mergedInto.fullName}
          </ButtonLink>
        )}
      </InlineAlert>
    </>
  );
}

function EditMemberForm({ member, onReload }: { member: MemberView; onReload: () => Promise<{ data?: MemberView }> }) {
  const { t } = useTranslation(['members', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateMember();
  const formatPhone = useFormatPhone();
  // The version the form was filled from: a background refresh must not turn a conflict into an overwrite.
  const [base, setBase] = useState<MemberView>(member);
  const [values, setValues] = useState<MemberFormValues>(() => formValuesOf(member, formatPhone));
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useMemberFormErrors();
  const { errors, clearField, reset, acceptClientCheck, showServerError } = form;

  const change = (field: MemberFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const reload = async () => {
    setReloading(true);
    try {
      const { data } = await onReload();
      if (data) {
        setBase(data);
        setValues(formValuesOf(data, formatPhone));
        reset();
        setConflict(false);
        toast.show({ tone: 'info', message: t('edit.reloaded') });
      }
    } finally {
      setReloading(false);
    }
  };

  const submit = () => {
    setConflict(false);
    const result = validateDto(UpdateMemberDto, { ...values });
    if (!acceptClientCheck(result) || !result.valid) return;
    const changes = changesFrom(base, result.value, formatPhone);
    const done = () => {
      toast.show({ tone: 'success', message: t('edit.success') });
      void navigate(paths.member(base.id));
    };
    if (Object.keys(changes).length === 0) {
      done();
      return;
    }
    update.mutate(
      { id: base.id, revision: base.revision, changes },
      {
        onSuccess: done,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONCURRENCY_CONFLICT') {
            setConflict(true);
            return;
          }
          showServerError(error);
        },
      },
    );
  };

  return (
    <>
      <PageHeader>
        <PageHeading>{t('edit.heading', { name: base.fullName })}</PageHeading>
      </PageHeader>
      <StyledCard>
        <Form
          form={form}
          onSubmit={submit}
          gap="xl"
          footer={
            <>
              <ButtonLink to={paths.member(base.id)} variant="secondary">
                {t('edit.cancel')}
              </ButtonLink>
              <SubmitButton pending={update.isPending} pendingLabel={t('edit.submitting')}>
                {t('edit.submit')}
              </SubmitButton>
            </>
          }
        >
          <MemberFormFields values={values} errors={errors} onChange={change} disabled={update.isPending} />
          {conflict && (
            <InlineAlert role="alert" $tone="warning">
              <span>{errorMessage(t, 'CONCURRENCY_CONFLICT')}</span>
              <Button variant="secondary" size="sm" onClick={() => void reload()} disabled={reloading}>
                {reloading ? t('common:loading') : t('edit.reload')}
              </Button>
            </InlineAlert>
          )}
        </Form>
      </StyledCard>
    </>
  );
}
