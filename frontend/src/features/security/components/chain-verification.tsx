import type { ChainVerification } from '@koinonia/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { InlineAlert } from '../../../shared/ui';
import { eventLabel, formatTime } from './security-labels.util';

/** The answer of "Verify chain": intact with how many entries, or the first broken entry and why. */
export function ChainVerificationResult({ verify }: { verify: UseMutationResult<ChainVerification, Error, void> }) {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  let alert = null;
  if (verify.isError) {
    alert = (
      <InlineAlert $tone="danger">
        {t('verify.failed')} {errorMessageOf(t, verify.error)}
      </InlineAlert>
    );
  } else if (verify.data?.ok) {
    alert = <InlineAlert $tone="success">{t('verify.ok', { count: verify.data.checked })}</InlineAlert>;
  } else if (verify.data?.firstBreak) {
    const { seq, reason, type, occurredAt } = verify.data.firstBreak;
    const why = t(`verify.reasons.${reason}`);
    alert = (
      <InlineAlert $tone="danger">
        <span>
          {type && occurredAt
            ? t('verify.broken', { seq, event: eventLabel(t, type), time: formatTime(occurredAt, format), reason: why })
            : t('verify.brokenUnknown', { seq, reason: why })}{' '}
          {verify.data.checked > 0 && t('verify.intactBefore', { count: verify.data.checked })}
        </span>
      </InlineAlert>
    );
  }
  // Always in the page, so the result is announced when it arrives.
  return (
    <div role="status" aria-live="polite">
      {alert}
    </div>
  );
}
