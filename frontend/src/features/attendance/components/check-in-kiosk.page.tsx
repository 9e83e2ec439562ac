import type { CheckInFamily, CheckInPerson, CheckInReceipt } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue, useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { routeById, useRouteLabel } from '../../../shared/routing';
import {
  Button,
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
  SelectField,
  Stack,
  TextField,
  useToast,
  VisuallyHidden,
} from '../../../shared/ui';
import { useCheckIn, useCheckOut } from '../api/check-in.mutation';
import { useFamilies } from '../api/find-families.query';
import { openLabels } from '../api/get-labels.query';
import { useRooms } from '../api/get-rooms.query';

const StyledKiosk = styled.div`
  font-size: ${({ theme }) => theme.font.size.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  &:fullscreen {
    background: ${({ theme }) => theme.color.background};
    padding: ${({ theme }) => theme.space.xl};
    overflow-y: auto;
  }
`;

const StyledPerson = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-inline: ${({ theme }) => theme.space.xs};
  }
  label.tick {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-block-size: 2.75rem;
    cursor: pointer;
  }
  input[type='checkbox'] {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledCode = styled.p`
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.3em;
  margin: 0;
  font-family: ui-monospace, monospace;
`;

interface Choice {
  roomId: string;
  allergies: string;
  medicalNotes: string;
}

function CheckOutForm({ person, onDone }: { person: CheckInPerson; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const toast = useToast();
  const checkOut = useCheckOut();
  const [code, setCode] = useState('');
  const [collectedBy, setCollectedBy] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!person.checkedIn) return null;
  const { checkInId } = person.checkedIn;
  const submit = () => {
    if (!code.trim() || !collectedBy.trim()) return setError(t('kiosk.checkOutMissing'));
    // Awaited rather than per-call callbacks: the refreshed search unmounts this form once the child is out.
    checkOut.mutateAsync({ checkInId, memberId: person.memberId, code, collectedBy }).then(
      () => {
        toast.show({ tone: 'success', title: t('kiosk.checkedOutTitle'), message: t('kiosk.checkedOut', { name: person.fullName }) });
        onDone();
      },
      (failure: unknown) => setError(errorMessageOf(t, failure)),
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack $gap="sm">
        <TextField label={t('kiosk.code')} name="code" autoComplete="off" autoCapitalize="characters" value={code} onChange={(e) => setCode(e.target.value)} />
        <TextField label={t('kiosk.collectedBy')} name="collectedBy" value={collectedBy} onChange={(e) => setCollectedBy(e.target.value)} />
        {error && <InlineAlert role="alert">{error}</InlineAlert>}
        <Button type="submit" disabled={checkOut.isPending} aria-busy={checkOut.isPending || undefined}>
          {t('kiosk.checkOut', { name: person.fullName })}
        </Button>
      </Stack>
    </form>
  );
}

function FamilyCard({ family, onCheckedIn }: { family: CheckInFamily; onCheckedIn: (receipt: CheckInReceipt) => void }) {
  const { t } = useTranslation('attendance');
  const rooms = useRooms();
  const checkIn = useCheckIn();
  const [chosen, setChosen] = useState<Record<string, Choice>>({});
  const [guardian, setGuardian] = useState('');
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = (person: CheckInPerson) =>
    setChosen((current) => {
      const next = { ...current };
      if (next[person.memberId]) delete next[person.memberId];
      else next[person.memberId] = { roomId: rooms.data?.[0]?.id ?? '', allergies: person.allergies, medicalNotes: person.medicalNotes };
      return next;
    });
  const update = (memberId: string, field: keyof Choice, value: string) =>
    setChosen((current) => ({ ...current, [memberId]: { ...current[memberId], [field]: value } }));

  const submit = () => {
    const children = Object.entries(chosen).map(([memberId, choice]) => ({ memberId, ...choice }));
    if (children.length === 0) return setError(t('kiosk.nobodyChosen'));
    if (!guardian.trim()) return setError(t('kiosk.guardianMissing'));
    if (children.some((child) => !child.roomId)) return setError(t('kiosk.roomMissing'));
    setError(null);
    checkIn.mutate({ guardian, children }, { onSuccess: onCheckedIn, onError: (failure) => setError(errorMessageOf(t, failure)) });
  };

  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('kiosk.family', { name: family.name })}</CardTitle>
        {family.people.map((person) => (
          <StyledPerson key={person.memberId}>
            <legend>{person.fullName}</legend>
            {person.checkedIn ? (
              <>
                <p>{t('kiosk.inRoom', { room: person.checkedIn.roomName })}</p>
                {checkingOut === person.memberId ? (
                  <CheckOutForm person={person} onDone={() => setCheckingOut(null)} />
                ) : (
                  <Button variant="secondary" onClick={() => setCheckingOut(person.memberId)}>
                    {t('kiosk.startCheckOut', { name: person.fullName })}
                  </Button>
                )}
              </>
            ) : (
              <>
                <label className="tick">
                  <input type="checkbox" checked={Boolean(chosen[person.memberId])} onChange={() => toggle(person)} />
                  {t('kiosk.checkInThis', { name: person.fullName })}
                </label>
                {chosen[person.memberId] && (
                  <>
                    <SelectField
                      label={t('kiosk.room')}
                      name={`room-${person.memberId}`}
                      value={chosen[person.memberId].roomId}
                      options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
                      onChange={(e) => update(person.memberId, 'roomId', e.target.value)}
                    />
                    <TextField
                      label={t('kiosk.allergies')}
                      name={`allergies-${person.memberId}`}
                      value={chosen[person.memberId].allergies}
                      onChange={(e) => update(person.memberId, 'allergies', e.target.value)}
                    />
                    <TextField
                      label={t('kiosk.medicalNotes')}
                      name={`medical-${person.memberId}`}
                      value={chosen[person.memberId].medicalNotes}
                      onChange={(e) => update(person.memberId, 'medicalNotes', e.target.value)}
                    />
                  </>
                )}
              </>
            )}
          </StyledPerson>
        ))}
        {family.people.some((person) => !person.checkedIn) && (
          <>
            <TextField label={t('kiosk.guardian')} name="guardian" value={guardian} onChange={(e) => setGuardian(e.target.value)} />
            {error && <InlineAlert role="alert">{error}</InlineAlert>}
            <Button onClick={submit} disabled={checkIn.isPending} aria-busy={checkIn.isPending || undefined}>
              {t('kiosk.checkIn')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Receipt({ receipt, onNext }: { receipt: CheckInReceipt; onNext: () => void }) {
  const { t } = useTranslation('attendance');
  const [error, setError] = useState<string | null>(null);
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('kiosk.receiptTitle')}</CardTitle>
        <p>{t('kiosk.receiptHint')}</p>
        <StyledCode>
          <span aria-hidden="true" data-testid="security-code">
            {receipt.securityCode}
          </span>
          <VisuallyHidden>{t('kiosk.codeIs', { code: receipt.securityCode.split('').join(' ') })}</VisuallyHidden>
        </StyledCode>
        <ul>
          {receipt.children.map((child) => (
            <li key={child.memberId}>{t('kiosk.childInRoom', { name: child.fullName, room: child.roomName })}</li>
          ))}
        </ul>
        {error && <InlineAlert role="alert">{error}</InlineAlert>}
        <PageActions>
          <Button variant="secondary" onClick={() => void openLabels(receipt.id).catch((failure: unknown) => setError(errorMessageOf(t, failure)))}>
            {t('kiosk.printLabels')}
          </Button>
          <Button onClick={onNext}>{t('kiosk.nextFamily')}</Button>
        </PageActions>
      </Stack>
    </Card>
  );
}

/** The check-in kiosk at the door: find a family, check children in to their rooms, print labels, check them out with the code. */
export default function CheckInKioskPage() {
  const { t } = useTranslation('attendance');
  const title = useRouteLabel().title(routeById('check-in'));
  useDocumentTitle(title);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const families = useFamilies(query);
  const [receipt, setReceipt] = useState<CheckInReceipt | null>(null);

  const fullScreen = () => {
    const kiosk = document.getElementById('check-in-kiosk');
    if (document.fullscreenElement) void document.exitFullscreen();
    else void kiosk?.requestFullscreen?.();
  };

  return (
    <StyledKiosk id="check-in-kiosk">
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('kiosk.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button variant="secondary" onClick={fullScreen}>
            {t('kiosk.fullScreen')}
          </Button>
        </PageActions>
      </PageHeader>
      {receipt ? (
        <Receipt
          receipt={receipt}
          onNext={() => {
            setReceipt(null);
            setSearch('');
          }}
        />
      ) : (
        <>
          <TextField
            label={t('kiosk.search')}
            hint={t('kiosk.searchHint')}
            name="family"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {query.length < 2 ? null : families.isPending ? (
            <LoadingState label={t('kiosk.searching')} />
          ) : families.isError ? (
            <ErrorState title={t('kiosk.searchFailed')} onRetry={() => void families.refetch()} retrying={families.isFetching} />
          ) : families.data.length === 0 ? (
            <EmptyState title={t('kiosk.noFamily')} description={t('kiosk.noFamilyHint')} />
          ) : (
            families.data.map((family) => <FamilyCard key={family.id} family={family} onCheckedIn={setReceipt} />)
          )}
        </>
      )}
    </StyledKiosk>
  );
}
