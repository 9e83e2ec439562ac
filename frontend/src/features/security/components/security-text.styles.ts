import styled from 'styled-components';

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const StyledNowrap = styled.span`
  white-space: nowrap;
`;

/** Addresses and codes: written left to right even inside Arabic text (`::1` must not read `1::`). */
export const StyledMono = styled.span.attrs({ dir: 'ltr' })`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
  unicode-bidi: isolate;
`;

/** A person: their name, and under it their email (the kit's `Email`, which breaks only at its @ and dots). */
export const StyledPerson = styled.span`
  display: inline-block;
`;
