import type { CreateEventDto, EventView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog, useToast } from '../../../shared/ui';
import { useChangeEvent } from '../api/change-event.mutation';
import { useCreateEvent } from '../api/create-event.mutation';
import { eventPath } from '../events-paths.constant';
import { EventForm, newEventValues, valuesOf } from './event-form';

const WIDTH = '48rem';

/** "New event" for those who write the calendar; `start` comes from the address (`?new=1&start=`), as the calendar links a clicked day or time. */
export function NewEventDialog({ start, timeZone, onClose }: { start: string | null; timeZone?: string; onClose: () => void }) {
  const { t } = useTranslation('events');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateEvent();
  return (
    <Dialog open title={t('create.title')} description={t('create.description')} onClose={onClose} width={WIDTH}>
      <EventForm
        mode="create"
        initial={newEventValues(start)}
        timeZone={timeZone}
        saveLabel={t('create.save')}
        savingLabel={t('create.saving')}
        pending={create.isPending}
        onClose={onClose}
        onSave={(event, fail) =>
          create.mutate(event as CreateEventDto, {
            onSuccess: ({ id }) => {
              toast.show({ tone: 'success', title: t('create.createdTitle'), message: t('create.created', { title: event.title }) });
              void navigate(eventPath(id));
            },
            onError: fail,
          })
        }
      />
    </Dialog>
  );
}

/** "Edit event": the whole series, sent with the revision the form was filled from. */
export function EditEventDialog({ event, onClose }: { event: EventView; onClose: () => void }) {
  const { t } = useTranslation('events');
  const toast = useToast();
  const change = useChangeEvent();
  return (
    <Dialog open title={t('edit.title', { title: event.title })} description={t('edit.description')} onClose={onClose} width={WIDTH}>
      <EventForm
        mode="change"
        initial={valuesOf(event)}
        timeZone={event.timeZone}
        saveLabel={t('edit.save')}
        savingLabel={t('edit.saving')}
        pending={change.isPending}
        onClose={onClose}
        onSave={(changes, fail) =>
          change.mutate(
            { eventId: event.id, changes, revision: event.revision },
            {
              onSuccess: () => {
                toast.show({ tone: 'success', title: t('edit.savedTitle'), message: t('edit.saved', { title: changes.title ?? event.title }) });
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
