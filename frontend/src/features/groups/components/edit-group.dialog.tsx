import type { GroupView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { Dialog, useToast } from '../../../shared/ui';
import { useChangeGroup } from '../api/change-group.mutation';
import { GroupForm, valuesOf } from './group-form';

/** "Edit group" for its leaders and those who manage groups; only the latter change who leads it. */
export function EditGroupDialog({ group, open, onClose }: { group: GroupView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const change = useChangeGroup();
  const managesGroups = useCan('groups.manage');
  return (
    <Dialog open={open} title={t('edit.title', { name: group.name })} description={t('edit.description')} onClose={onClose} width="42rem">
      <GroupForm
        initial={valuesOf(group)}
        initialLeaders={group.leaders}
        canChooseLeaders={managesGroups}
        saveLabel={t('edit.save')}
        savingLabel={t('edit.saving')}
        pending={change.isPending}
        onClose={onClose}
        onSave={(details, fail) =>
          change.mutate(
            { groupId: group.id, details, revision: group.revision },
            {
              onSuccess: () => {
                toast.show({ tone: 'success', title: t('edit.savedTitle'), message: t('edit.saved', { name: details.name }) });
                onClose();
              },
              onError: fail,
            },
          )
        }
      />
    </Dialog>
  );
}
