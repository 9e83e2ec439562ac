import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CongregationCarePage } from '../../features/attendance';
import { AddMemberDialog, DirectoryList } from '../../features/members';
import { useCan } from '../../shared/access';
import { paths } from '../../shared/routing';
import { Button, ButtonLink, Stack } from '../../shared/ui';

/**
 * Congregation Care, composed: the attendance feature's page with the members feature's directory
 * and Add Member dialog. The care feature's Pastoral Care tab and its actions (New Request, Add
 * Communication), and the Engagement tab, join as slots when those features arrive.
 */
export default function CongregationCareRoute() {
  const { t } = useTranslation('attendance');
  const canAddMember = useCan('members.write');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CongregationCarePage
        directory={
          <Stack $gap="md">
            <DirectoryList />
            <ButtonLink to={paths.members}>{t('care.openDirectory')}</ButtonLink>
          </Stack>
        }
        addMember={
          canAddMember ? (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('care.addMember')}
            </Button>
          ) : undefined
        }
      />
      {canAddMember && <AddMemberDialog open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
