import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, InlineAlert } from '../../../shared/ui';
import { useAnchorChain } from '../api/anchor-chain.mutation';
import { useSecurityLogAnchor } from '../api/get-security-log-anchor.query';
import { formatTime } from './security-labels.util';
import { StyledMono, StyledMuted } from './security-text.styles';

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The log's newest anchor (its last entry's number and hash, signed, written outside the event
 * store), with a button to copy it and keep it elsewhere, and one to anchor the log now.
 */
export function ChainAnchor() {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  const anchor = useSecurityLogAnchor();
  const anchorNow = useAnchorChain();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const current = anchor.data?.anchor ?? null;

  const copy = async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section aria-label={t('anchor.label')}>
      <StyledLine>
        <span>
          {current ? (
            <>
              {t('anchor.last', { seq: current.seq, time: formatTime(current.at, format) })} <StyledMono>{current.hash.slice(0, 16)}…</StyledMono>
            </>
          ) : (
            <StyledMuted>{anchor.isError ? t('anchor.loadFailed') : t('anchor.none')}</StyledMuted>
          )}
        </span>
        {current && (
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {t('anchor.copy')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setCopied(null);
            anchorNow.mutate();
          }}
          disabled={anchorNow.isPending}
        >
          {anchorNow.isPending ? t('anchor.working') : t('anchor.now')}
        </Button>
        <span role="status">{copied === 'copied' ? t('anchor.copied') : copied === 'failed' ? t('anchor.copyFailed') : ''}</span>
      </StyledLine>
      <StyledMuted>{t('anchor.hint')}</StyledMuted>
      {anchorNow.isError && (
        <InlineAlert $tone="danger">
          {t('anchor.failed')} {errorMessageOf(t, anchorNow.error)}
        </InlineAlert>
      )}
      {anchorNow.data && !anchorNow.data.verification.ok && <InlineAlert $tone="danger">{t('anchor.notWritten')}</InlineAlert>}
    </section>
  );
}
