import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createOfferAttachmentBodyDescriptionMax,
  createOfferBodyIntroductionMax,
  createOfferBodyNetPriceMin,
  createOfferBodyTitleMax,
} from '@portal/sdk/limits/offers';
import type { Offer, OfferInput, VatRate } from '@portal/sdk/model';
import { useEffect, useId, useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { notifySaved } from '@/components/notify-saved';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { localToday } from '@/lib/settlements/payment-rules';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { vatRateOptions } from '@/copy/case-labels';
import { formatAmount } from '@/copy/dates';
import { DayInput } from '@/components/DayInput';
import { AttachmentsField } from '@/components/files/AttachmentsField';
import { useRecordWithFiles } from '@/components/files/use-record-with-files';
import { useCreateOffer, useCreateOfferAttachment, useDeleteOfferAttachment, useUpdateOffer } from './api';
import { emptyOfferForm, offerBody, offerFormValues, validateOfferForm, type OfferFormValues } from './form-values';
import { grossPrice } from './price';
import { offerTexts } from './texts';

const texts = offerTexts.ofCase;
const fields = offerTexts.fields;
const formFields = Object.keys(emptyOfferForm()) as (keyof OfferFormValues)[];
const day = (value: unknown) => (value ? String(value).slice(0, 10) : '');

/**
 * A new offer of the case, or a draft to change: its fields checked as the user types (the contract's rules, a new
 * offer's validity not in the past), the gross price computed live, and files sent once the offer is saved. A
 * failure keeps everything typed; files that fail are named and kept for a new try, which then changes the offer
 * already created instead of creating another.
 */
export function OfferForm({
  caseId,
  offer,
  onDone,
  onCancelEdit,
  onDirtyChange,
}: {
  caseId: number;
  /** The draft to change; a new offer when absent. */
  offer?: Offer;
  /** Saved with all its files: the next offer can be prepared. */
  onDone: () => void;
  onCancelEdit: () => void;
  /** Whether the form holds changes not saved yet, told whenever that changes (the screen asks before switching). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const uploadFile = useCreateOfferAttachment();
  const removeFile = useDeleteOfferAttachment();
  const today = localToday();
  const form = useForm<OfferFormValues>({
    mode: 'controlled',
    initialValues: offer ? offerFormValues(offer) : emptyOfferForm(),
    validate: validateOfferForm(!offer, today),
  });
  const [failure, setFailure] = useState<string>();
  const { files, save } = useRecordWithFiles({
    id: offer?.id,
    attachments: offer?.attachments ?? [],
    create: (data: OfferInput) => create.mutateAsync({ data }),
    update: (id, data) => update.mutateAsync({ id, data }),
    upload: (offerId, file, description) => uploadFile.mutateAsync({ data: { file, offerId, description } }),
    remove: (id) => removeFile.mutateAsync({ id }),
  });
  const dirty = form.isDirty() || files.changed;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const pending = create.isPending || update.isPending || uploadFile.isPending || removeFile.isPending;
  const { netPrice, vatRate } = form.values;
  const gross = grossPrice(netPrice === '' ? null : netPrice, vatRate);

  // one save per click: a second click or Enter while it is sent sends nothing
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const result = await save(offerBody(caseId, values));
        if (!result.saved) return setFailure(failedSaveText(result.error, form, formFields, texts));
        if (result.failedFiles.length) return setFailure(offerTexts.attachments.failed(result.failedFiles.join(', ')));
        notifySaved(offer ? texts.saved : texts.created);
        onDone();
      }),
    () => setFailure(texts.invalid),
  );

  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard dirty={dirty} />
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {offer ? texts.editTitle(offer.title) : texts.newTitle}
          </Title>
          <TextInput
            label={fields.title}
            withAsterisk
            maxLength={createOfferBodyTitleMax}
            // a draft chosen for editing in the list above: the form comes into view
            autoFocus={!!offer}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={fields.introduction}
            autosize
            minRows={2}
            maxLength={createOfferBodyIntroductionMax}
            {...form.getInputProps('introduction')}
          />
          <Textarea
            label={fields.content}
            description={texts.contentHint}
            autosize
            minRows={4}
            {...form.getInputProps('content')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={fields.netPrice}
              min={createOfferBodyNetPriceMin}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              thousandSeparator=" "
              suffix={offerTexts.currencySuffix}
              {...form.getInputProps('netPrice')}
            />
            <Select
              label={fields.vatRate}
              data={vatRateOptions}
              allowDeselect={false}
              value={vatRate}
              onChange={(value) => value && form.setFieldValue('vatRate', value as VatRate)}
            />
            <TextInput
              label={fields.grossPrice}
              description={texts.grossHint}
              readOnly
              variant="filled"
              value={gross === null ? texts.noPrice : formatAmount(gross)}
            />
            <DayInput
              label={fields.validUntil}
              clearable
              // the calendar offers no past day; a past day typed is said under the field
              excludeDate={(date) => !offer && day(date) < today}
              {...form.getInputProps('validUntil')}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {offerTexts.attachments.title}
            </Title>
            <AttachmentsField
              texts={offerTexts.attachments}
              descriptionMax={createOfferAttachmentBodyDescriptionMax}
              {...files.field}
            />
          </Stack>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            {offer && (
              <Button variant="default" onClick={onCancelEdit} disabled={pending}>
                {texts.cancelEdit}
              </Button>
            )}
            <Button type="submit" loading={pending}>
              {offer ? texts.save : texts.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
