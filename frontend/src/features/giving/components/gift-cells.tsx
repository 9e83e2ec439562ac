import type { DonationView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moneyText, useFormat } from '../../../shared/i18n';
import { Badge } from '../../../shared/ui';

const StyledAmount = styled.span<{ $reversed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
  s {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A gift's amount; a reversed one struck through and marked, so no one adds it in. */
export function GiftAmount({ gift }: { gift: DonationView }) {
  const { t } = useTranslation('giving');
  const { language } = useFormat();
  const text = moneyText(gift.amount, language);
  return (
    <StyledAmount $reversed={gift.reversal !== null}>
      {gift.reversal ? (
        <>
          <s>{text}</s>
          <Badge $tone="danger">{t('reversedBadge')}</Badge>
        </>
      ) : (
        text
      )}
    </StyledAmount>
  );
}

/** The funds a gift went to, with each part when it was split. */
export function giftFunds(gift: DonationView, language: string): string {
  if (gift.splits.length === 1) return gift.splits[0].fundName;
  return gift.splits.map((split) => `${split.fundName} ${moneyText(split.amount, language)}`).join(', ');
}

/** How it came in, with the cheque's number or what was given in kind. */
export function useMethodText(): (gift: DonationView) => string {
  const { t } = useTranslation('giving');
  return (gift) => {
    const method = t(`methods.${gift.method}`);
    if (gift.chequeNumber) return `${method} ${gift.chequeNumber}`;
    if (gift.inKindDescription) return `${method}: ${gift.inKindDescription}`;
    return method;
  };
}
