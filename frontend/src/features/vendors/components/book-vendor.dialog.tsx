import type { VendorView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useChurchSettings } from '../../../shared/availability';
import { errorMessageOf, parseMinor, validationMessage } from '../../../shared/i18n';
import { Button, Dialog, InlineAlert, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useRequestBooking } from '../api/vendors-commands.mutation';
import { useVendorBookings } from '../api/vendors.queries';
import { useLiveVendorBookings } from '../api/use-live-vendor-bookings.hook';

/** Book This Vendor: the event or date and time, the service, attendees, notes and budget; then the vendor's answer, live. */
export function BookVendorDialog({ vendor, onClose }: { vendor: VendorView; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  const currency = useChurchSettings().data?.currency ?? 'USD';
  const request = useRequestBooking();
  const [event, setEvent] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [service, setService] = useState('');
  const [attendees, setAttendees] = useState('');
  const [notes, setNotes] = useState('');
  const [budget, setBudget] = useState('');
  const [bookingId, setBookingId] = useState<string | null>(null);
  const minor = budget ? parseMinor(budget, currency) : null;
  const fields = isApiError(request.error) ? request.error.fields : [];
  const errorOf = (field: string) => {
    const found = fields.find((f) => f.field === field);
    return found ? validationMessage(t, found.message) : undefined;
  };
  const count = attendees ? Number(attendees) : null;
  const ready =
    startsAt && endsAt && service.trim() && (budget === '' || (minor !== null && minor >= 0)) && (count === null || (Number.isInteger(count) && count > 0));
  return (
    <Dialog open title={t('book.title', { vendor: vendor.name })} onClose={onClose}>
      {bookingId ? (
        <BookingAnswer bookingId={bookingId} vendor={vendor} onClose={onClose} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready) return;
            request.mutate(
              {
                vendorId: vendor.id,
                startsAt,
                endsAt,
                service: service.trim(),
                ...(event.trim() ? { event: event.trim() } : {}),
                ...(notes.trim() ? { notes: notes.trim() } : {}),
                ...(count !== null ? { attendees: count } : {}),
                ...(minor !== null ? { budget: { minor, currency } } : {}),
              },
              { onSuccess: (answer) => setBookingId(answer.id) },
            );
          }}
        >
          <Stack $gap="md">
            <TextField label={t('book.event')} value={event} error={errorOf('event')} onChange={(e) => setEvent(e.target.value)} />
            <TextField
              type="datetime-local"
              label={t('book.startsAt')}
              value={startsAt}
              required
              error={errorOf('startsAt')}
              onChange={(e) => setStartsAt(e.target.value)}
            />
            <TextField
              type="datetime-local"
              label={t('book.endsAt')}
              value={endsAt}
              required
              error={startsAt && endsAt && endsAt <= startsAt ? t('book.endsBeforeStart') : errorOf('endsAt')}
              onChange={(e) => setEndsAt(e.target.value)}
            />
            <TextField label={t('book.service')} value={service} required error={errorOf('service')} onChange={(e) => setService(e.target.value)} />
            <TextField
              label={t('book.attendees')}
              inputMode="numeric"
              value={attendees}
              error={count !== null && !(Number.isInteger(count) && count > 0) ? t('book.attendeesInvalid') : errorOf('attendees')}
              onChange={(e) => setAttendees(e.target.value)}
            />
            <TextField
              label={t('book.budget', { currency })}
              inputMode="decimal"
              value={budget}
              error={budget && minor === null ? t('book.budgetInvalid') : errorOf('budget')}
              onChange={(e) => setBudget(e.target.value)}
            />
            <TextAreaField label={t('book.notes')} value={notes} error={errorOf('notes')} onChange={(e) => setNotes(e.target.value)} />
            {request.isError && fields.length === 0 && <InlineAlert $tone="danger">{errorMessageOf(t, request.error)}</InlineAlert>}
            <Button type="submit" disabled={request.isPending || !ready}>
              {request.isPending ? t('book.sending') : t('book.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** After the request: the success message, then the vendor's answer as it arrives. */
function BookingAnswer({ bookingId, vendor, onClose }: { bookingId: string; vendor: VendorView; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  useLiveVendorBookings();
  const bookings = useVendorBookings('');
  const booking = bookings.data?.find((b) => b.id === bookingId);
  return (
    <Stack $gap="md">
      <InlineAlert $tone="success">{t('book.submitted')}</InlineAlert>
      <div role="status" aria-live="polite">
        {booking?.status === 'confirmed' ? (
          <>
            <h3>{t('book.confirmed')}</h3>
            {booking.vendorMessage && <p>{booking.vendorMessage}</p>}
          </>
        ) : booking?.status === 'declined' ? (
          <>
            <h3>{t('book.declined')}</h3>
            {booking.vendorMessage && <p>{booking.vendorMessage}</p>}
          </>
        ) : (
          <p>{t('book.waiting', { vendor: vendor.name })}</p>
        )}
      </div>
      <Button variant="secondary" onClick={onClose}>
        {t('book.close')}
      </Button>
    </Stack>
  );
}
