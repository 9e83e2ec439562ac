import { ReviewVendorBookingDto, type VendorBookingView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { CancelOrSubmit, Dialog, Form, SelectField, TextAreaField, useToast } from '../../../shared/ui';
import { useReviewBooking } from '../api/vendors-commands.mutation';

const FIELDS = ['rating', 'comment'] as const;
const RATINGS = [5, 4, 3, 2, 1] as const;

/** Leave a review: after a completed booking its requester rates the vendor 1 to 5, with a comment if they like. */
export function ReviewBookingDialog({ booking, onClose }: { booking: VendorBookingView; onClose: () => void }) {
  const { t } = useTranslation('vendors');
  const toast = useToast();
  const review = useReviewBooking();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const form = useFormErrors(t, FIELDS);
  const { errors, clearField, acceptClientCheck, showServerError } = form;
  const submit = () => {
    const body = { ...(rating ? { rating: Number(rating) } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}) };
    const result = validateDto(ReviewVendorBookingDto, body);
    if (!acceptClientCheck(result) || !result.valid) return;
    review.mutate(
      { id: booking.id, rating: result.value.rating, ...(result.value.comment ? { comment: result.value.comment } : {}) },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', title: t('review.savedTitle'), message: t('review.saved', { vendor: booking.vendorName }) });
          onClose();
        },
        onError: showServerError,
      },
    );
  };
  return (
    <Dialog
      open
      title={t('review.title', { vendor: booking.vendorName })}
      description={t('review.description', { service: booking.service })}
      onClose={onClose}
    >
      <Form
        form={form}
        onSubmit={submit}
        footer={<CancelOrSubmit onCancel={onClose} pending={review.isPending} pendingLabel={t('review.sending')} submitLabel={t('review.submit')} />}
      >
        <SelectField
          label={t('review.rating')}
          value={rating}
          required
          error={errors.rating}
          disabled={review.isPending}
          options={[
            { value: '', label: t('review.chooseRating'), disabled: true },
            ...RATINGS.map((value) => ({ value: String(value), label: t(`review.ratings.${value}`) })),
          ]}
          onChange={(e) => {
            setRating(e.target.value);
            clearField('rating');
          }}
        />
        <TextAreaField
          label={t('review.comment')}
          value={comment}
          error={errors.comment}
          disabled={review.isPending}
          onChange={(e) => {
            setComment(e.target.value);
            clearField('comment');
          }}
        />
      </Form>
    </Dialog>
  );
}
