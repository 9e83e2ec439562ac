import type { VolunteerTeamMemberView, VolunteerTeamView } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { useMemberSearch } from '../../../shared/people';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CheckboxGroup, Dialog, EmptyState, InlineAlert, SelectField, Stack, TextField, VisuallyHidden } from '../../../shared/ui';
import { useAddPosition, useQualify, useRecordRequirement } from '../api/volunteer-management.api';
import { StyledActions, StyledBar, StyledMuted, StyledTable } from './volunteer.styles';
import { today } from './volunteer-words.util';

const StyledTeams = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTeamHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

type Recording = { team: VolunteerTeamView; member: VolunteerTeamMemberView; requirementId: string };

/** Where a member stands with a requirement: valid until a day, expired, or missing. */
function RequirementCell({ member, requirementId }: { member: VolunteerTeamMemberView; requirementId: string }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const record = member.records.find((r) => r.requirementId === requirementId);
  const day = (date: string) => format.date(new Date(`${date}T12:00:00.000Z`));
  if (!record) return <Badge $tone="danger">{t('teams.missing')}</Badge>;
  if (record.expiresOn && record.expiresOn < today()) return <Badge $tone="danger">{t('teams.expired', { date: day(record.expiresOn) })}</Badge>;
  return <Badge $tone="success">{record.expiresOn ? t('teams.validUntil', { date: day(record.expiresOn) }) : t('teams.valid')}</Badge>;
}

function RecordDialog({ recording, onClose }: { recording: Recording; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const record = useRecordRequirement();
  const [checkedOn, setCheckedOn] = useState(today);
  const [expiresOn, setExpiresOn] = useState('');
  const requirement = recording.team.requirements.find((r) => r.id === recording.requirementId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { teamId: recording.team.id, memberId: recording.member.memberId, requirementId: recording.requirementId, checkedOn, expiresOn },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open title={t('teams.recordTitle', { requirement: requirement?.name ?? '', name: recording.member.fullName })} onClose={onClose} width="28rem">
      <form onSubmit={submit}>
        <Stack>
          <TextField label={t('teams.checkedOn')} type="date" required value={checkedOn} onChange={(e) => setCheckedOn(e.target.value)} />
          <TextField
            label={t('teams.expiresOn')}
            type="date"
            min={checkedOn}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            hint={t('teams.expiresHint')}
          />
          {record.isError && <InlineAlert role="alert">{errorMessageOf(t, record.error)}</InlineAlert>}
          <StyledActions>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending || !checkedOn}>
              {t('teams.record')}
            </Button>
          </StyledActions>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Qualify a member for positions on the team (none takes them off it): someone already on it, or found in the directory. */
function QualifyDialog({ team, member, onClose }: { team: VolunteerTeamView; member: VolunteerTeamMemberView | null; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const qualify = useQualify();
  const [search, setSearch] = useState('');
  const people = useMemberSearch(useDebouncedValue(search, 250), { pageSize: 20, minLength: 0 });
  const [memberId, setMemberId] = useState(member?.memberId ?? '');
  const [positionIds, setPositionIds] = useState<string[]>(member?.positionIds ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    qualify.mutate({ teamId: team.id, memberId, positionIds }, { onSuccess: onClose });
  };
  return (
    <Dialog open title={member ? t('teams.qualifyTitle', { name: member.fullName }) : t('teams.addMemberTitle', { team: team.name })} onClose={onClose}>
      <form onSubmit={submit}>
        <Stack>
          {!member && (
            <>
              <TextField label={t('assign.findPerson')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              <SelectField
                label={t('assign.person')}
                required
                value={memberId}
                onChange={(e) => setMemberId(e.target.value)}
                error={people.isError ? errorMessageOf(t, people.error) : undefined}
                options={[
                  { value: '', label: people.isPending ? t('loading') : t('assign.choosePerson') },
                  ...(people.data?.items ?? []).map((person) => ({ value: person.id, label: person.fullName })),
                ]}
              />
            </>
          )}
          <CheckboxGroup
            legend={t('teams.positions')}
            options={team.positions.map((p) => ({ value: p.id, label: p.name }))}
            values={positionIds}
            onChange={setPositionIds}
            hint={member ? t('teams.noneTakesOff') : undefined}
          />
          {qualify.isError && <InlineAlert role="alert">{errorMessageOf(t, qualify.error)}</InlineAlert>}
          <StyledActions>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={qualify.isPending || !memberId}>
              {t('teams.save')}
            </Button>
          </StyledActions>
        </Stack>
      </form>
    </Dialog>
  );
}

function AddPosition({ team }: { team: VolunteerTeamView }) {
  const { t } = useTranslation('volunteers');
  const add = useAddPosition();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ teamId: team.id, name: name.trim() }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit}>
      <StyledBar>
        <TextField label={t('teams.newPosition', { team: team.name })} value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={add.isPending || !name.trim()}>
          {t('teams.addPosition')}
        </Button>
      </StyledBar>
      {add.isError && <InlineAlert role="alert">{errorMessageOf(t, add.error)}</InlineAlert>}
    </form>
  );
}

/** Every team: its leaders, positions with the members qualified for each, and each member's requirements. */
export function TeamsSection({ teams }: { teams: VolunteerTeamView[] }) {
  const { t } = useTranslation('volunteers');
  const [recording, setRecording] = useState<Recording | null>(null);
  const [qualifying, setQualifying] = useState<{ team: VolunteerTeamView; member: VolunteerTeamMemberView | null } | null>(null);
  if (teams.length === 0) return <EmptyState title={t('teams.empty')} />;
  return (
    <StyledTeams>
      {teams.map((team) => {
        const headingId = `volunteers-team-${team.id}`;
        return (
          <Card key={team.id} aria-labelledby={headingId}>
            <Stack>
              <div>
                <StyledTeamHeading id={headingId}>{team.name}</StyledTeamHeading>
                <StyledMuted>{t('teams.leaders', { names: team.leaders.map((l) => l.fullName).join(', ') || t('teams.nobody') })}</StyledMuted>
              </div>
              <StyledMuted>
                {t('teams.positionCounts', {
                  positions:
                    team.positions
                      .map((p) => t('teams.positionCount', { name: p.name, number: team.members.filter((m) => m.positionIds.includes(p.id)).length }))
                      .join(', ') || t('teams.nobody'),
                })}
              </StyledMuted>
              {team.members.length === 0 ? (
                <StyledMuted>{t('teams.noMembers')}</StyledMuted>
              ) : (
                <StyledScroll>
                  <StyledTable>
                    <caption>
                      <VisuallyHidden>{t('teams.tableCaption', { team: team.name })}</VisuallyHidden>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('teams.member')}</th>
                        <th scope="col">{t('teams.positions')}</th>
                        {team.requirements.map((r) => (
                          <th key={r.id} scope="col">
                            {r.name}
                            {r.positionId && <StyledMuted> ({team.positions.find((p) => p.id === r.positionId)?.name})</StyledMuted>}
                          </th>
                        ))}
                        {team.canSchedule && <th scope="col">{t('teams.actions')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {team.members.map((member) => (
                        <tr key={member.memberId}>
                          <th scope="row">{member.fullName}</th>
                          <td>
                            {team.positions
                              .filter((p) => member.positionIds.includes(p.id))
                              .map((p) => p.name)
                              .join(', ')}
                          </td>
                          {team.requirements.map((r) => (
                            <td key={r.id}>
                              {r.positionId && !member.positionIds.includes(r.positionId) ? (
                                <StyledMuted>{t('teams.notNeeded')}</StyledMuted>
                              ) : (
                                <StyledActions>
                                  <RequirementCell member={member} requirementId={r.id} />
                                  {team.canSchedule && (
                                    <Button
                                      size="sm"
                                      variant="ghost"
                                      aria-label={t('teams.recordLabel', { requirement: r.name, name: member.fullName })}
                                      onClick={() => setRecording({ team, member, requirementId: r.id })}
                                    >
                                      {t('teams.record')}
                                    </Button>
                                  )}
                                </StyledActions>
                              )}
                            </td>
                          ))}
                          {team.canSchedule && (
                            <td>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={t('teams.qualifyLabel', { name: member.fullName })}
                                onClick={() => setQualifying({ team, member })}
                              >
                                {t('teams.qualify')}
                              </Button>
                            </td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </StyledTable>
                </StyledScroll>
              )}
              {team.canSchedule && (
                <StyledBar>
                  <Button variant="secondary" onClick={() => setQualifying({ team, member: null })}>
                    {t('teams.addMember')}
                  </Button>
                  <AddPosition team={team} />
                </StyledBar>
              )}
            </Stack>
          </Card>
        );
      })}
      {recording && <RecordDialog recording={recording} onClose={() => setRecording(null)} />}
      {qualifying && <QualifyDialog team={qualifying.team} member={qualifying.member} onClose={() => setQualifying(null)} />}
    </StyledTeams>
  );
}
