import { VENDOR_CATEGORIES, type VendorCategory, type VendorBookingView, type VendorView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import {
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
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
  TextAreaField,
  TextField,
} from '../../../shared/ui';
import { useAnswerBooking, useChangeOwnVendor } from '../api/vendors-commands.mutation';
import { VendorPhotos } from './vendor-photos';
import { useOwnVendor, useVendorBookings } from '../api/vendors.queries';
import { useLiveVendorBookings } from '../api/use-live-vendor-bookings.hook';
import { BookingStatusBadge, BookingTime, MoneyText } from './vendor-cells';

/** `/vendor-portal`: a vendor's own bookings, answered here as they arrive, and their own profile. */
export default function VendorPortalPage() {
  const { t } = useTranslation(['vendors', 'shell']);
  const own = useOwnVendor();
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.vendor-portal.title')}</PageHeading>
          <PageSubtitle>{own.data ? t('portal.subtitleOf', { vendor: own.data.name }) : t('portal.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {own.isPending ? (
        <LoadingState label={t('loading')} />
      ) : own.isError ? (
        <EmptyState title={t('portal.noProfile')} />
      ) : (
        <>
          <PortalBookings />
          <ProfileForm key={own.data.revision} vendor={own.data} />
        </>
      )}
    </Stack>
  );
}

function PortalBookings() {
  const { t } = useTranslation('vendors');
  useLiveVendorBookings();
  const bookings = useVendorBookings('');
  const answer = useAnswerBooking();
  const [declining, setDeclining] = useState<VendorBookingView | null>(null);
  return (
    <Card>
      <CardTitle>{t('portal.bookings')}</CardTitle>
      {answer.isError && <InlineAlert $tone="danger">{errorMessageOf(t, answer.error)}</InlineAlert>}
      {bookings.isPending ? (
        <LoadingState label={t('loading')} />
      ) : bookings.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      ) : bookings.data.length === 0 ? (
        <EmptyState title={t('bookings.empty')} />
      ) : (
        <DataTable<VendorBookingView>
          caption={t('portal.bookings')}
          captionHidden
          rows={bookings.data}
          rowKey={(b) => b.id}
          columns={[
            { id: 'date', header: t('bookings.date'), cell: (b) => <BookingTime startsAt={b.startsAt} endsAt={b.endsAt} /> },
            { id: 'event', header: t('bookings.event'), cell: (b) => b.event ?? '—' },
            { id: 'service', header: t('bookings.service'), cell: (b) => b.service },
            { id: 'attendees', header: t('bookings.attendees'), align: 'end', cell: (b) => b.attendees ?? '—' },
            { id: 'amount', header: t('bookings.amount'), align: 'end', cell: (b) => <MoneyText amount={b.amount} /> },
            { id: 'notes', header: t('bookings.notes'), cell: (b) => b.notes ?? '—' },
            { id: 'status', header: t('bookings.status'), cell: (b) => <BookingStatusBadge status={b.status} /> },
          ]}
          actions={{
            header: t('bookings.actions'),
            cell: (b: VendorBookingView) =>
              b.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: b.id, answer: 'confirm' })}
                    aria-label={t('portal.confirmLabel', { service: b.service })}
                  >
                    {t('portal.confirm')}
                  </Button>{' '}
                  <Button size="sm" variant="secondary" onClick={() => setDeclining(b)} aria-label={t('portal.declineLabel', { service: b.service })}>
                    {t('portal.decline')}
                  </Button>
                </>
              ) : null,
          }}
        />
      )}
      {declining && <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />}
    </Card>
  );
}

function DeclineDialog({ booking, onClose }: { booking: VendorBookingView; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  const answer = useAnswerBooking();
  const [message, setMessage] = useState('');
  return (
    <ConfirmDialog
      title={t('portal.declineTitle', { service: booking.service })}
      confirmLabel={t('portal.decline')}
      pendingLabel={t('portal.declining')}
      pending={answer.isPending}
      error={answer.isError ? errorMessageOf(t, answer.error) : null}
      onClose={onClose}
      onConfirm={() => answer.mutate({ id: booking.id, answer: 'decline', ...(message.trim() ? { message: message.trim() } : {}) }, { onSuccess: onClose })}
    >
      <TextAreaField label={t('portal.message')} value={message} onChange={(e) => setMessage(e.target.value)} />
    </ConfirmDialog>
  );
}

function ProfileForm({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation('vendors');
  const change = useChangeOwnVendor();
  const [name, setName] = useState(vendor.name);
  const [category, setCategory] = useState<VendorCategory>(vendor.category);
  const [description, setDescription] = useState(vendor.description ?? '');
  const [serviceArea, setServiceArea] = useState(vendor.serviceArea ?? '');
  const [availability, setAvailability] = useState(vendor.availability ?? '');
  const [contactName, setContactName] = useState(vendor.contact.name ?? '');
  const [phone, setPhone] = useState(vendor.contact.phone ?? '');
  const [email, setEmail] = useState(vendor.contact.email ?? '');
  const [saved, setSaved] = useState(false);
  const fields = isApiError(change.error) ? change.error.fields : [];
  const errorOf = (field: string) => {
    const found = fields.find((f) => f.field === field);
    return found ? validationMessage(t, found.message) : undefined;
  };
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return (
    <Card>
      <CardTitle>{t('portal.profile')}</CardTitle>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          const body = {
            name: name.trim(),
            category,
            description: optional(description),
            serviceArea: optional(serviceArea),
            availability: optional(availability),
            contactName: optional(contactName),
            phone: optional(phone),
            email: optional(email),
            website: vendor.contact.website ?? undefined,
            rate: vendor.rate ?? undefined,
            rateNotes: vendor.rateNotes ?? undefined,
          };
          change.mutate({ body, revision: vendor.revision }, { onSuccess: () => setSaved(true) });
        }}
      >
        <Stack $gap="md">
          <TextField label={t('portal.name')} value={name} required error={errorOf('name')} onChange={(e) => setName(e.target.value)} />
          <SelectField
            label={t('directory.category')}
            value={category}
            options={VENDOR_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            onChange={(e) => setCategory(e.target.value as VendorCategory)}
          />
          <TextAreaField label={t('portal.description')} value={description} error={errorOf('description')} onChange={(e) => setDescription(e.target.value)} />
          <TextField label={t('directory.serviceArea')} value={serviceArea} error={errorOf('serviceArea')} onChange={(e) => setServiceArea(e.target.value)} />
          <TextField
            label={t('directory.availability')}
            value={availability}
            error={errorOf('availability')}
            onChange={(e) => setAvailability(e.target.value)}
          />
          <TextField label={t('portal.contactName')} value={contactName} error={errorOf('contactName')} onChange={(e) => setContactName(e.target.value)} />
          <TextField label={t('portal.phone')} type="tel" value={phone} error={errorOf('phone')} onChange={(e) => setPhone(e.target.value)} />
          <TextField label={t('portal.email')} type="email" value={email} error={errorOf('email')} onChange={(e) => setEmail(e.target.value)} />
          {change.isError && fields.length === 0 && <InlineAlert $tone="danger">{errorMessageOf(t, change.error)}</InlineAlert>}
          {saved && !change.isPending && <InlineAlert $tone="success">{t('portal.saved')}</InlineAlert>}
          <div>
            <Button type="submit" disabled={change.isPending || !name.trim()}>
              {change.isPending ? t('portal.saving') : t('portal.save')}
            </Button>
          </div>
        </Stack>
      </form>
      <CardTitle as="h3">{t('photos.title')}</CardTitle>
      <VendorPhotos vendor={vendor} owner="me" />
    </Card>
  );
}
