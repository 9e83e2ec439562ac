import type { AdminUserView, MemberView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { useMemberSearch } from '../../../shared/people';
import { Button, Dialog, EmptyState, ErrorState, InlineAlert, LoadingState, Stack, TextField, useToast } from '../../../shared/ui';
import { useLinkUserToMember } from '../api/link-user-to-member.mutation';

const StyledResults = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  max-height: 18rem;
  overflow-y: auto;
`;

const StyledChoice = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $chosen }) => ($chosen ? theme.color.primarySoft : 'transparent')};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledEmail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Link an account to the person's record in the directory, found by name or email. */
export function LinkMemberDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const link = useLinkUserToMember();
  const [search, setSearch] = useState(user.displayName);
  const debounced = useDebouncedValue(search, 250);
  const results = useMemberSearch(debounced, { minLength: 1 });
  const [chosen, setChosen] = useState<MemberView | null>(null);

  const save = () => {
    if (!chosen) return;
    link.mutate(
      { userId: user.id, memberId: chosen.id },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('link.saved', { name: user.displayName, member: chosen.fullName }) });
          onClose();
        },
      },
    );
  };

  let list;
  if (!debounced.trim()) list = <EmptyState title={t('link.typeToSearch')} />;
  else if (results.isPending) list = <LoadingState label={t('link.searching')} />;
  else if (results.isError)
    list = <ErrorState title={t('link.searchFailed')} description={errorMessageOf(t, results.error)} onRetry={() => void results.refetch()} />;
  else if (results.data.items.length === 0) list = <EmptyState title={t('link.noMatches')} />;
  else {
    list = (
      <StyledResults role="radiogroup" aria-label={t('link.results')}>
        {results.data.items.map((member) => (
          <li key={member.id}>
            <StyledChoice $chosen={chosen?.id === member.id}>
              <input type="radio" name="member" value={member.id} checked={chosen?.id === member.id} onChange={() => setChosen(member)} />
              <span>
                <StyledName>{member.fullName}</StyledName>
                <StyledEmail>{member.email}</StyledEmail>
              </span>
            </StyledChoice>
          </li>
        ))}
      </StyledResults>
    );
  }

  return (
    <Dialog open title={t('link.title', { name: user.displayName })} description={t('link.description')} onClose={onClose}>
      <Stack $gap="lg">
        <TextField label={t('link.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {list}
        {link.isError && <InlineAlert role="alert">{errorMessageOf(t, link.error)}</InlineAlert>}
        <StyledFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} disabled={!chosen || link.isPending}>
            {link.isPending ? t('link.saving') : t('link.save')}
          </Button>
        </StyledFooter>
      </Stack>
    </Dialog>
  );
}
