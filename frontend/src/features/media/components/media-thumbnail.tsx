import type { MediaFileView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const StyledFrame = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  inline-size: 100%;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  overflow: hidden;

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** A file's thumbnail (decorative: the tile names the file), or its kind in words while it has none. */
export function MediaThumbnail({ file }: { file: MediaFileView }) {
  const { t } = useTranslation('media');
  const [broken, setBroken] = useState(false);
  return (
    <StyledFrame aria-hidden="true">
      {file.thumbnailUrl && !broken ? (
        <img src={file.thumbnailUrl} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <span>{file.probe === 'pending' ? t('library.probing') : t(`kinds.${file.kind}`)}</span>
      )}
    </StyledFrame>
  );
}
