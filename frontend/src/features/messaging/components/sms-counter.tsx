import { countSmsSegments, smsCostEstimate } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';

/** The live counter under the message: characters, encoding, segments and the cost for this many recipients. */
export function SmsCounter({ text, recipients, pricePerSegment, currency }: { text: string; recipients: number; pricePerSegment: number; currency: string }) {
  const { t, i18n } = useTranslation('messaging');
  const count = countSmsSegments(text);
  const cost = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    smsCostEstimate(count.segments, recipients, pricePerSegment),
  );
  return (
    <p role="status" aria-live="polite" data-testid="sms-counter">
      <span data-testid="sms-characters">{t('counter.characters', { count: count.units })}</span>
      {' · '}
      <Badge $tone={count.encoding === 'GSM-7' ? 'neutral' : 'warning'} data-testid="sms-encoding">
        {count.encoding}
      </Badge>
      {' · '}
      <span data-testid="sms-segments">{t('counter.segments', { count: count.segments })}</span>
      {' · '}
      <span>{t('counter.remaining', { count: count.remaining })}</span>
      {' · '}
      <span data-testid="sms-cost">{t('counter.cost', { cost, count: recipients })}</span>
    </p>
  );
}
