import { VENDOR_CATEGORIES, type VendorCategory, type VendorView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  TextField,
} from '../../../shared/ui';
import { useVendors } from '../api/vendors.queries';
import { BookVendorDialog } from './book-vendor.dialog';
import { RateText } from './vendor-cells';
import { VendorFormDialog } from './vendor-form.dialog';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** `/vendors`: the Vendor Directory, searched and filtered by category; the office books a vendor from here. */
export default function VendorsPage() {
  const { t } = useTranslation(['vendors', 'shell']);
  const books = useCan('vendors.book');
  const manages = useCan('vendors.manage');
  const [editing, setEditing] = useState<VendorView | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<VendorCategory | ''>('');
  const vendors = useVendors(search.trim(), category);
  const [booking, setBooking] = useState<VendorView | null>(null);
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.vendors.title')}</PageHeading>
          <PageSubtitle>{t('directory.subtitle')}</PageSubtitle>
        </div>
        {manages && <Button onClick={() => setEditing('new')}>{t('manage.add')}</Button>}
      </PageHeader>
      <Filters role="search">
        <TextField type="search" label={t('directory.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label={t('directory.category')}
          value={category}
          options={[{ value: '', label: t('directory.allCategories') }, ...VENDOR_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
          onChange={(e) => setCategory(e.target.value as VendorCategory | '')}
        />
      </Filters>
      {vendors.isPending ? (
        <LoadingState label={t('loading')} />
      ) : vendors.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
      ) : vendors.data.length === 0 ? (
        <EmptyState title={t('directory.empty')} />
      ) : (
        <Grid aria-label={t('directory.listLabel')}>
          {vendors.data.map((vendor) => (
            <li key={vendor.id}>
              <Card as="article" aria-labelledby={`vendor-${vendor.id}`}>
                <Stack $gap="sm">
                  {vendor.photos[0] && <Cover src={vendor.photos[0].thumbUrl} alt={t('photos.alt', { vendor: vendor.name, number: 1 })} loading="lazy" />}
                  <CardTitle id={`vendor-${vendor.id}`}>{vendor.name}</CardTitle>
                  <div>
                    <Badge $tone="primary">{t(`categories.${vendor.category}`)}</Badge>
                  </div>
                  {vendor.description && <p>{vendor.description}</p>}
                  <Facts>
                    <dt>{t('directory.rate')}</dt>
                    <dd>
                      <RateText vendor={vendor} />
                    </dd>
                    {vendor.serviceArea && (
                      <>
                        <dt>{t('directory.serviceArea')}</dt>
                        <dd>{vendor.serviceArea}</dd>
                      </>
                    )}
                    {vendor.availability && (
                      <>
                        <dt>{t('directory.availability')}</dt>
                        <dd>{vendor.availability}</dd>
                      </>
                    )}
                    {(vendor.contact.name || vendor.contact.phone || vendor.contact.email) && (
                      <>
                        <dt>{t('directory.contact')}</dt>
                        <dd>{[vendor.contact.name, vendor.contact.phone, vendor.contact.email].filter(Boolean).join(' · ')}</dd>
                      </>
                    )}
                    <dt>{t('directory.rating')}</dt>
                    <dd>
                      {vendor.averageRating === null
                        ? t('directory.noReviews')
                        : t('directory.ratingValue', { rating: vendor.averageRating, count: vendor.reviewCount })}
                    </dd>
                  </Facts>
                  {(books || manages) && (
                    <Actions>
                      {books && (
                        <Button onClick={() => setBooking(vendor)} aria-label={t('directory.bookLabel', { vendor: vendor.name })}>
                          {t('directory.book')}
                        </Button>
                      )}
                      {manages && (
                        <Button variant="secondary" onClick={() => setEditing(vendor)} aria-label={t('manage.editLabel', { vendor: vendor.name })}>
                          {t('manage.edit')}
                        </Button>
                      )}
                    </Actions>
                  )}
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
      )}
      {booking && <BookVendorDialog vendor={booking} onClose={() => setBooking(null)} />}
      {editing && <VendorFormDialog vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
