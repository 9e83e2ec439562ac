import { MEMBER_PHOTO_MAX_BYTES, type MemberView } from '@koinonia/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, useToast } from '../../../shared/ui';
import { useChangeMemberPhoto } from '../api/change-member-photo.mutation';
import { MemberPhoto } from './member-photo';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The photo card: the photo, and for the member themselves or staff a way to upload (a phone offers its camera) or remove it. */
export function MemberPhotoSection({ member, editable }: { member: MemberView; editable: boolean }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const change = useChangeMemberPhoto();
  const input = useRef<HTMLInputElement>(null);

  const send = (file: File | null) => {
    if (file && file.size > MEMBER_PHOTO_MAX_BYTES) {
      toast.show({ tone: 'error', message: t('photo.tooLarge') });
      return;
    }
    change.mutate(
      { id: member.id, file },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(file ? 'photo.uploaded' : 'photo.removed') }),
        onError: (error) => toast.show({ tone: 'error', message: errorMessageOf(t, error) }),
      },
    );
  };

  return (
    <Card aria-labelledby="member-photo-title">
      <CardTitle id="member-photo-title">{t('photo.title')}</CardTitle>
      <StyledRow>
        <MemberPhoto member={member} size="full" />
        {editable && (
          <div>
            <StyledActions>
              <Button variant="secondary" onClick={() => input.current?.click()} disabled={change.isPending}>
                {member.photo ? t('photo.replace') : t('photo.upload')}
              </Button>
              {member.photo && (
                <Button variant="secondary" onClick={() => send(null)} disabled={change.isPending}>
                  {t('photo.remove')}
                </Button>
              )}
            </StyledActions>
            <StyledHint>{t('photo.hint')}</StyledHint>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label={t('photo.upload')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
          </div>
        )}
      </StyledRow>
    </Card>
  );
}
