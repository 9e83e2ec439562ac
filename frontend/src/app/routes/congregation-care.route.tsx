import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CongregationCarePage } from '../../features/attendance';
import { AddCommunicationDialog, NewCareRequestDialog, PastoralCareTab } from '../../features/care';
import { EngagementTab } from '../../features/engagement';
import { AddMemberDialog, DirectoryList } from '../../features/members';
import { useCan } from '../../shared/access';
import { paths } from '../../shared/routing';
import { Button, ButtonLink, Stack } from '../../shared/ui';

type OpenDialog = 'member' | 'request' | 'communication' | null;

/**
 * Congregation Care, composed: the attendance feature's page with the members feature's directory
 * and Add Member dialog, and the care feature's Pastoral Care tab with its New Request and Add
 * Communication forms, and the engagement feature's tab, whose follow-up opens the care feature's
 * New Request form for the person.
 */
export default function CongregationCareRoute() {
  const { t } = useTranslation(['attendance', 'care']);
  const canAddMember = useCan('members.write');
  const canWriteCare = useCan('care.write');
  const [open, setOpen] = useState<OpenDialog>(null);
  const [followUp, setFollowUp] = useState<string | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <CongregationCarePage
        directory={
          <Stack $gap="md">
            <DirectoryList />
            <ButtonLink to={paths.members}>{t('care.openDirectory')}</ButtonLink>
          </Stack>
        }
        pastoralCare={<PastoralCareTab />}
        engagement={<EngagementTab onFollowUp={canWriteCare ? setFollowUp : undefined} />}
        addMember={
          canAddMember ? (
            <Button variant="secondary" onClick={() => setOpen('member')}>
              {t('care.addMember')}
            </Button>
          ) : undefined
        }
        careActions={
          canWriteCare ? (
            <>
              <Button variant="secondary" onClick={() => setOpen('request')}>
                {t('care:care.actions.newRequest')}
              </Button>
              <Button variant="secondary" onClick={() => setOpen('communication')}>
                {t('care:care.actions.addCommunication')}
              </Button>
            </>
          ) : undefined
        }
      />
      {canAddMember && <AddMemberDialog open={open === 'member'} onClose={close} />}
      {canWriteCare && <NewCareRequestDialog open={open === 'request'} onClose={close} />}
      {canWriteCare && <AddCommunicationDialog open={open === 'communication'} onClose={close} />}
      {canWriteCare && followUp && <NewCareRequestDialog open onClose={() => setFollowUp(null)} memberId={followUp} />}
    </>
  );
}
