import type { VolunteerSlotView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, Dialog, EmptyState, ErrorState, InlineAlert, LoadingState, StackList } from '../../../shared/ui';
import { useAssign, useAutoFill } from '../api/volunteer-management.api';
import { StyledActions, StyledRow, StyledTitle } from './volunteer.styles';
import { unavailableMessage } from './volunteer-words.util';

/** A fair rotation proposed for a slot's open places: nothing is scheduled until the leader accepts it. */
export function AutoFillDialog({ slot, names, onClose }: { slot: VolunteerSlotView; names: Map<string, string>; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const proposal = useAutoFill(slot.id, true);
  const assign = useAssign();
  const memberIds = proposal.data?.find((p) => p.slotId === slot.id)?.memberIds ?? [];
  return (
    <Dialog
      open
      title={t('autoFill.title', { position: slot.positionName })}
      description={t('assign.description', { event: slot.title, when: format.dateTime(slot.startsAt), filled: slot.filled, needed: slot.needed })}
      onClose={onClose}
    >
      {proposal.isPending ? (
        <LoadingState label={t('loading')} />
      ) : proposal.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, proposal.error)} onRetry={() => void proposal.refetch()} />
      ) : memberIds.length === 0 ? (
        <EmptyState title={t('autoFill.empty')} />
      ) : (
        <>
          <p>{t('autoFill.intro')}</p>
          <StackList aria-label={t('autoFill.proposed')}>
            {memberIds.map((id) => (
              <StyledRow key={id}>
                <StyledTitle>{names.get(id) ?? id}</StyledTitle>
              </StyledRow>
            ))}
          </StackList>
        </>
      )}
      {assign.isError && <InlineAlert role="alert">{unavailableMessage(t, assign.error)}</InlineAlert>}
      <StyledActions>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button disabled={assign.isPending || memberIds.length === 0} onClick={() => assign.mutate({ slotId: slot.id, memberIds }, { onSuccess: onClose })}>
          {t('autoFill.accept', { number: memberIds.length })}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
