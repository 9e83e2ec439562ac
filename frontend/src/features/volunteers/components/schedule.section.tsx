import type { VolunteerAssignmentView, VolunteerSlotView, VolunteerTeamView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, InlineAlert, LoadingState, SelectField, StackList } from '../../../shared/ui';
import { useSlots } from '../api/my-volunteering.api';
import { useSlot, useTakeOff } from '../api/volunteer-management.api';
import { AssignDialog, DeclinedPeople } from './assign.dialog';
import { AutoFillDialog } from './auto-fill.dialog';
import { OpenSlotDialog } from './open-slot.dialog';
import { StyledActions, StyledBar, StyledMuted, StyledSection, StyledTitle, StyledWhat } from './volunteer.styles';
import { mondayOf, STATUS_TONES, today, unavailableMessage } from './volunteer-words.util';
import { WeekPicker } from './week-picker';

const StyledSlot = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledSlotHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledPeople = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

type Opened =
  { kind: 'assign' | 'autoFill' | 'detail'; slot: VolunteerSlotView } | { kind: 'open' } | { kind: 'takeOff'; assignment: VolunteerAssignmentView } | null;

export interface ScheduleSectionProps {
  teams: VolunteerTeamView[];
  /** A slot to open (a notification's `?slot=` link): its week is shown and its detail opened. */
  slotId?: string;
  /** The named slot was opened, or its link dismissed: the address forgets it. */
  onSlotDone?: () => void;
}

/**
 * A week's slots, per occurrence and position, with who fills them and who declined (and why);
 * leaders open slots, schedule people (replacements first for a declined place) and accept auto-fill.
 */
export function ScheduleSection({ teams, slotId = '', onSlotDone }: ScheduleSectionProps) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const [week, setWeek] = useState(() => mondayOf(today()));
  const [teamId, setTeamId] = useState('');
  const slots = useSlots(week, teamId);
  const takeOff = useTakeOff();
  const [opened, setOpened] = useState<Opened>(null);
  const schedules = new Set(teams.filter((team) => team.canSchedule).map((team) => team.id));
  const names = new Map(teams.flatMap((team) => team.members.map((m) => [m.memberId, m.fullName] as const)));
  const [now] = useState(() => new Date().toISOString());
  const named = useSlot(slotId);
  const [shown, setShown] = useState('');
  // The named slot, once read, takes the page to its week (every team) and opens it: set while rendering, once per slot.
  if (named.data && shown !== named.data.id) {
    setShown(named.data.id);
    setWeek(mondayOf(named.data.startsAt.slice(0, 10)));
    setTeamId('');
    setOpened({ kind: 'detail', slot: named.data });
  }
  const mayChangeSlot = (slot: VolunteerSlotView) => schedules.has(slot.teamId) && slot.startsAt > now;
  const closeOpened = () => {
    if (opened && 'slot' in opened && opened.slot.id === slotId) onSlotDone?.();
    setOpened(null);
  };
  const openedSlot = opened && 'slot' in opened ? (slots.data?.find((s) => s.id === opened.slot.id) ?? opened.slot) : null;
  return (
    <StyledSection aria-labelledby="volunteers-slots-heading">
      <h2 id="volunteers-slots-heading" hidden>
        {t('tabs.schedule')}
      </h2>
      <StyledBar>
        <SelectField
          label={t('slot.team')}
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          options={[{ value: '', label: t('slot.allTeams') }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
        />
        {schedules.size > 0 && <Button onClick={() => setOpened({ kind: 'open' })}>{t('slot.openTitle')}</Button>}
      </StyledBar>
      {slotId && named.isError && (
        <InlineAlert role="alert" $tone="warning">
          <span>{isApiError(named.error) && named.error.code === 'NOT_FOUND' ? t('slot.gone') : errorMessageOf(t, named.error)}</span>
          <Button size="sm" variant="ghost" onClick={onSlotDone}>
            {t('slot.dismiss')}
          </Button>
        </InlineAlert>
      )}
      <WeekPicker week={week} onChange={setWeek} />
      {slots.isPending ? (
        <LoadingState label={t('loading')} />
      ) : slots.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, slots.error)} onRetry={() => void slots.refetch()} />
      ) : slots.data.length === 0 ? (
        <EmptyState title={t('slot.empty')} description={schedules.size > 0 ? t('slot.emptyHint') : undefined} />
      ) : (
        <StackList aria-labelledby="volunteers-slots-heading" $gap="md">
          {slots.data.map((slot) => {
            const mayChange = mayChangeSlot(slot);
            const open = slot.needed - slot.filled;
            return (
              <StyledSlot key={slot.id} aria-label={t('slot.label', { position: slot.positionName, event: slot.title, when: format.dateTime(slot.startsAt) })}>
                <StyledSlotHead>
                  <StyledWhat>
                    <StyledTitle>{t('mine.what', { position: slot.positionName, event: slot.title })}</StyledTitle>
                    <StyledMuted>
                      {format.dateTime(slot.startsAt)} · {slot.teamName}
                    </StyledMuted>
                  </StyledWhat>
                  <StyledActions>
                    <Badge $tone={open > 0 ? 'warning' : 'success'}>
                      {t('slot.filled', { filled: slot.filled, needed: slot.needed, confirmed: slot.confirmed })}
                    </Badge>
                    {mayChange && open > 0 && (
                      <>
                        <Button
                          size="sm"
                          onClick={() => setOpened({ kind: 'assign', slot })}
                          aria-label={t('slot.assignLabel', { position: slot.positionName, when: format.dateTime(slot.startsAt) })}
                        >
                          {t('slot.assign')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setOpened({ kind: 'autoFill', slot })}
                          aria-label={t('slot.autoFillLabel', { position: slot.positionName, when: format.dateTime(slot.startsAt) })}
                        >
                          {t('slot.autoFill')}
                        </Button>
                      </>
                    )}
                  </StyledActions>
                </StyledSlotHead>
                {slot.assignments.length === 0 ? (
                  <StyledMuted>{slot.filled > 0 ? t('slot.peopleHidden') : t('slot.nobody')}</StyledMuted>
                ) : (
                  <StyledPeople>
                    {slot.assignments.map((assignment) => (
                      <li key={assignment.id}>
                        <span>{assignment.fullName}</span>
                        <Badge $tone={STATUS_TONES[assignment.status]}>{t(`status.${assignment.status}`)}</Badge>
                        {assignment.source === 'self' && <StyledMuted>{t('slot.selfSignedUp')}</StyledMuted>}
                        {mayChange && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('slot.takeOffLabel', { name: assignment.fullName })}
                            onClick={() => {
                              takeOff.reset();
                              setOpened({ kind: 'takeOff', assignment });
                            }}
                          >
                            {t('slot.takeOff')}
                          </Button>
                        )}
                      </li>
                    ))}
                  </StyledPeople>
                )}
                <DeclinedPeople slot={slot} />
              </StyledSlot>
            );
          })}
        </StackList>
      )}
      {opened?.kind === 'open' && <OpenSlotDialog teams={teams} onClose={() => setOpened(null)} />}
      {(opened?.kind === 'assign' || opened?.kind === 'detail') && openedSlot && (
        <AssignDialog
          slot={openedSlot}
          detail={opened.kind === 'detail'}
          canAssign={mayChangeSlot(openedSlot) && openedSlot.filled < openedSlot.needed}
          onClose={closeOpened}
        />
      )}
      {opened?.kind === 'autoFill' && <AutoFillDialog slot={opened.slot} names={names} onClose={() => setOpened(null)} />}
      {opened?.kind === 'takeOff' && (
        <ConfirmDialog
          title={t('slot.takeOffTitle')}
          confirmLabel={t('slot.takeOff')}
          pending={takeOff.isPending}
          error={takeOff.isError ? unavailableMessage(t, takeOff.error) : null}
          onClose={() => setOpened(null)}
          onConfirm={() => takeOff.mutate(opened.assignment.id, { onSuccess: () => setOpened(null) })}
        >
          {t('slot.takeOffText', { name: opened.assignment.fullName, position: opened.assignment.positionName })}
        </ConfirmDialog>
      )}
    </StyledSection>
  );
}
