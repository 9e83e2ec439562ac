import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog, useToast } from '../../../shared/ui';
import { useCreateGroup } from '../api/create-group.mutation';
import { groupPath } from '../groups-paths.constant';
import { EMPTY_GROUP, GroupForm } from './group-form';

/** "New group" for those who manage groups: its description and its leaders, found in the directory by name. */
export function NewGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateGroup();
  return (
    <Dialog open={open} title={t('create.title')} description={t('create.description')} onClose={onClose} width="42rem">
      <GroupForm
        initial={EMPTY_GROUP}
        initialLeaders={[]}
        canChooseLeaders
        saveLabel={t('create.save')}
        savingLabel={t('create.saving')}
        pending={create.isPending}
        onClose={onClose}
        onSave={(details, fail) =>
          create.mutate(details, {
            onSuccess: ({ id }) => {
              toast.show({ tone: 'success', title: t('create.createdTitle'), message: t('create.created', { name: details.name }) });
              onClose();
              void navigate(groupPath(id));
            },
            onError: fail,
          })
        }
      />
    </Dialog>
  );
}
