import { Fragment } from 'react';
import styled from 'styled-components';

/* Read left to right even in Arabic; a part longer than its line may still break rather than overflow. */
const StyledEmail = styled.span.attrs({ dir: 'ltr' })`
  unicode-bidi: isolate;
  overflow-wrap: break-word;
`;

/** `ruth.anderson@demo.church` → `ruth`, `.anderson`, `@demo`, `.church`: the places a line may break. */
export function emailParts(address: string): string[] {
  return address.split(/(?=[.@])/).filter(Boolean);
}

/**
 * An email address that wraps only where people expect it to, before its @ and its dots, never
 * in the middle of a word (`pastor@demo.c` / `hurch`), however narrow its column.
 */
export function Email({ address }: { address: string }) {
  return (
    <StyledEmail>
      {emailParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </StyledEmail>
  );
}
