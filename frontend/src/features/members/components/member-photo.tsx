import type { MemberView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const StyledImage = styled.img<{ $size: string }>`
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const StyledInitials = styled.span<{ $size: string }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border-radius: 50%;
  flex: none;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The photo's address: its id in the query, so a new photo is a new address (the browser may keep each for a day). */
export function photoUrl(member: Pick<MemberView, 'id' | 'photo'>, size: 'full' | 'thumb'): string | null {
  if (!member.photo) return null;
  return `/api/members/${encodeURIComponent(member.id)}/photo?v=${encodeURIComponent(member.photo)}${size === 'thumb' ? '&size=thumb' : ''}`;
}

/** A member's photo, or their initials in its place (decorative: the name is always beside it). */
export function MemberPhoto({ member, size = 'thumb' }: { member: Pick<MemberView, 'id' | 'photo' | 'fullName'>; size?: 'full' | 'thumb' }) {
  const { t } = useTranslation('members');
  const side = size === 'thumb' ? '2rem' : '8rem';
  const url = photoUrl(member, size);
  if (url) return <StyledImage src={url} alt={size === 'full' ? t('photo.alt', { name: member.fullName }) : ''} $size={side} loading="lazy" />;
  const initials = member.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <StyledInitials $size={side} aria-hidden="true">
      {initials}
    </StyledInitials>
  );
}
