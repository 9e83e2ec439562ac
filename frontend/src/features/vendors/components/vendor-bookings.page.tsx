import { VENDOR_BOOKING_STATUSES, type VendorBookingStatus, type VendorBookingView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
} from '../../../shared/ui';
import { useCancelBooking } from '../api/vendors-commands.mutation';
import { useVendorBookings } from '../api/vendors.queries';
import { useLiveVendorBookings } from '../api/use-live-vendor-bookings.hook';
import { ReviewBookingDialog } from './review-booking.dialog';
import { BookingStatusBadge, BookingTime, MoneyText, ReviewText } from './vendor-cells';

/** `/vendor-bookings`: every booking with its date, vendor, event, amount and status, live; the office cancels one. */
export default function VendorBookingsPage() {
  const { t } = useTranslation(['vendors', 'shell']);
  const books = useCan('vendors.book');
  const [status, setStatus] = useState<VendorBookingStatus | ''>('');
  useLiveVendorBookings();
  const bookings = useVendorBookings(status);
  const cancel = useCancelBooking();
  const [reviewing, setReviewing] = useState<VendorBookingView | null>(null);
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.vendor-bookings.title')}</PageHeading>
          <PageSubtitle>{t('bookings.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <SelectField
        label={t('bookings.filter')}
        value={status}
        options={[{ value: '', label: t('bookings.allStatuses') }, ...VENDOR_BOOKING_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
        onChange={(e) => setStatus(e.target.value as VendorBookingStatus | '')}
      />
      {cancel.isError && <InlineAlert $tone="danger">{errorMessageOf(t, cancel.error)}</InlineAlert>}
      {bookings.isPending ? (
        <LoadingState label={t('loading')} />
      ) : bookings.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      ) : bookings.data.length === 0 ? (
        <EmptyState title={t('bookings.empty')} />
      ) : (
        <>
          <p role="status">{t('bookings.total', { count: bookings.data.length })}</p>
          <DataTable<VendorBookingView>
            caption={t('bookings.caption')}
            captionHidden
            rows={bookings.data}
            rowKey={(b) => b.id}
            columns={[
              { id: 'date', header: t('bookings.date'), cell: (b) => <BookingTime startsAt={b.startsAt} endsAt={b.endsAt} /> },
              { id: 'vendor', header: t('bookings.vendor'), cell: (b) => b.vendorName },
              { id: 'event', header: t('bookings.event'), cell: (b) => b.event ?? '—' },
              { id: 'service', header: t('bookings.service'), cell: (b) => b.service },
              { id: 'amount', header: t('bookings.amount'), align: 'end', cell: (b) => <MoneyText amount={b.amount} /> },
              { id: 'status', header: t('bookings.status'), cell: (b) => <BookingStatusBadge status={b.status} /> },
              { id: 'review', header: t('review.column'), cell: (b) => (b.review ? <ReviewText review={b.review} /> : '—') },
            ]}
            {...(books
              ? {
                  actions: {
                    header: t('bookings.actions'),
                    cell: (b: VendorBookingView) =>
                      b.status === 'pending' || b.status === 'confirmed' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={cancel.isPending}
                          onClick={() => cancel.mutate(b.id)}
                          aria-label={t('bookings.cancelLabel', { vendor: b.vendorName, service: b.service })}
                        >
                          {t('bookings.cancel')}
                        </Button>
                      ) : b.mayReview ? (
                        <Button size="sm" onClick={() => setReviewing(b)} aria-label={t('review.leaveLabel', { vendor: b.vendorName, service: b.service })}>
                          {t('review.leave')}
                        </Button>
                      ) : null,
                  },
                }
              : {})}
          />
        </>
      )}
      {reviewing && <ReviewBookingDialog booking={reviewing} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}
