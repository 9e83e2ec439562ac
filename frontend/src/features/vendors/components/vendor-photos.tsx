import { VENDOR_LIMITS, type VendorView } from '@koinonia/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, InlineAlert, Stack } from '../../../shared/ui';
import { useAddVendorPhoto, useRemoveVendorPhoto } from '../api/vendors-commands.mutation';

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
`;

const Photo = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A vendor's photos, kept one by one: each upload is sent at once (JPEG, PNG or WebP; the server
 * resizes it and drops its metadata), each photo can be taken off. `owner` is `me` in the vendor's
 * own portal, the vendor's id for the office.
 */
export function VendorPhotos({ vendor, owner }: { vendor: VendorView; owner: string }) {
  const { t } = useTranslation('vendors');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const add = useAddVendorPhoto();
  const remove = useRemoveVendorPhoto();
  const full = vendor.photos.length >= VENDOR_LIMITS.photos;
  const failed = add.error ?? remove.error;
  return (
    <Stack $gap="sm" as="section" aria-label={t('photos.title')}>
      <Hint id={hintId}>{t('photos.hint', { count: vendor.photos.length, max: VENDOR_LIMITS.photos })}</Hint>
      {vendor.photos.length > 0 && (
        <Photos>
          {vendor.photos.map((photo, index) => (
            <Photo key={photo.id}>
              <img src={photo.thumbUrl} alt={t('photos.alt', { vendor: vendor.name, number: index + 1 })} loading="lazy" />
              <Button
                variant="secondary"
                size="sm"
                disabled={remove.isPending}
                aria-label={t('photos.removeLabel', { number: index + 1 })}
                onClick={() => remove.mutate({ owner, photoId: photo.id })}
              >
                {t('photos.remove')}
              </Button>
            </Photo>
          ))}
        </Photos>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) add.mutate({ owner, file });
        }}
      />
      <div>
        <Button variant="secondary" disabled={full || add.isPending} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {add.isPending ? t('photos.uploading') : t('photos.add')}
        </Button>
      </div>
      {failed && <InlineAlert $tone="danger">{errorMessageOf(t, failed)}</InlineAlert>}
    </Stack>
  );
}
