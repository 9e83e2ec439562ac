import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '../../../shared/ui';

const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.04em;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledWarning = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Ten one-time codes, shown once: to copy, download or print now. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const text = `${t('recovery.fileHeading', { email })}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'koinonia-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">{t('recovery.heading')}</h3>
      <StyledWarning>{t('recovery.explain')}</StyledWarning>
      <StyledList aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledList>
      <StyledActions>
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? t('recovery.copied') : t('recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('recovery.download')}
        </Button>
      </StyledActions>
      <VisuallyHidden role="status">{copied ? t('recovery.copied') : ''}</VisuallyHidden>
    </section>
  );
}
