import type { Money, VendorBookingReview, VendorBookingStatus, VendorView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moneyText, useFormat } from '../../../shared/i18n';
import { Badge, type BadgeTone } from '../../../shared/ui';

const STATUS_TONES: Record<VendorBookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  completed: 'primary',
};

export function BookingStatusBadge({ status }: { status: VendorBookingStatus }) {
  const { t } = useTranslation('vendors');
  return <Badge $tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function MoneyText({ amount }: { amount: Money | null }) {
  const format = useFormat();
  return <>{amount ? moneyText(amount, format.language) : '—'}</>;
}

/** A booking's time: the day and hours, in the reader's language. */
export function BookingTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const format = useFormat();
  const sameDay = startsAt.slice(0, 10) === endsAt.slice(0, 10);
  return (
    <>
      {format.dateTime(startsAt)} – {sameDay ? format.time(endsAt) : format.dateTime(endsAt)}
    </>
  );
}

/** A vendor's rate, "$95.00 per hour". */
export function RateText({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation('vendors');
  const format = useFormat();
  if (!vendor.rate) return <>{t('directory.noRate')}</>;
  return <>{t(`rateUnits.${vendor.rate.unit}`, { amount: moneyText(vendor.rate.amount, format.language) })}</>;
}

const Review = styled.span`
  display: block;
  min-width: 12rem;
`;

const Stars = styled.span`
  display: block;
  white-space: nowrap;
`;

const Comment = styled.q`
  display: block;
  overflow-wrap: anywhere;
`;

/** A booking's review: its rating out of five, and the comment. */
export function ReviewText({ review }: { review: VendorBookingReview }) {
  const { t } = useTranslation('vendors');
  return (
    <Review>
      <Stars>{t('review.stars', { rating: review.rating })}</Stars>
      {review.comment && <Comment>{review.comment}</Comment>}
    </Review>
  );
}
