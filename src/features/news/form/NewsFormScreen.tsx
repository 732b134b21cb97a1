import { Alert, Button, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createNewsBodyIntroductionMax,
  createNewsBodySourceMax,
  createNewsBodyTitleMax,
} from '@portal/sdk/limits/news';
import type { News } from '@portal/sdk/model';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { useObjectUrl } from '@/components/files/use-object-url';
import { FormActions } from '@/components/FormActions';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { FormSection } from '@/components/FormSection';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { useEditRecord } from '@/lib/edit-record';
import { sanitizeHtml } from '@/lib/sanitize';
import { newsPreviewQuery, useCreateNews, useUpdateNews } from '@/features/news/admin/api';
import { NewsDraftPreviewModal } from '@/features/news/admin/NewsPreviewModal';
import { newsFormTexts as texts } from '@/features/news/admin/texts';
import { NewsBodyEditor } from '@/features/news/editor/NewsBodyEditor';
import {
  emptyNewsForm,
  newsBody,
  newsFormFields,
  newsFormValues,
  previewNews,
  validateNewsForm,
  type NewsFormValues,
} from './form-values';
import { AttachmentsField, PictureField } from './NewsFilesFields';

const fields = texts.fields;

/** `/news/edit/{id}`: the form over the item as the server has it now (`useEditRecord`). */
export function EditNewsScreen({ id }: { id: number }) {
  const record = useEditRecord(newsPreviewQuery(id));
  return (
    <QueryState query={record} notFoundText={texts.notFound}>
      {record.data && <NewsFormScreen key={record.version} news={record.data} />}
    </QueryState>
  );
}

/**
 * `/news/create` and `/news/edit/{id}`: a news item's title, introduction, source and body (rich text), its
 * picture and attachments, and whether it is published; a preview shows it as its readers will. The contract's
 * rules are checked before sending, the server's 400 lands under the fields, and nothing typed is lost on a
 * failure.
 */
export function NewsFormScreen({ news }: { news?: News }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const create = useCreateNews();
  const update = useUpdateNews();
  const [failure, setFailure] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [now] = useState(() => new Date().toISOString());
  const [pictureFile, setPictureFile] = useState<{ id: number; file: File }>();
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues: news ? newsFormValues(news, sanitizeHtml) : emptyNewsForm(),
    validate: validateNewsForm,
  });
  // an item created by an earlier try whose answer was lost: a new try changes it, not creates another
  const [createdId, setCreatedId] = useState<number>();
  const pending = create.isPending || update.isPending;
  const leave = () => void navigate({ to: '/newsAdmin' });
  const { saved, markSaved } = useLeaveOnceSaved(leave);

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const data = newsBody(values, news);
        const id = news?.id ?? createdId;
        try {
          if (id) await update.mutateAsync({ id, data });
          else setCreatedId((await create.mutateAsync({ data })).id);
        } catch (error) {
          return setFailure(failedSaveText(error, form, newsFormFields, texts));
        }
        notifySaved(news ? texts.saved : texts.created);
        markSaved();
        return finished;
      }),
    () => setFailure(texts.invalid),
  );

  const picture = form.values.picture;
  const localPicture = pictureFile && picture?.id === pictureFile.id ? pictureFile.file : undefined;
  const previewSrc = useObjectUrl(localPicture);

  return (
    <Stack gap="lg" maw={880}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saved} />
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection title={texts.sections.content}>
            <Stack gap="md">
              {news?.isSummary && (
                <Text size="sm" c="dimmed">
                  {texts.summaryNote}
                </Text>
              )}
              <TextInput
                label={fields.title}
                withAsterisk
                maxLength={createNewsBodyTitleMax}
                {...form.getInputProps('title')}
              />
              <Textarea
                label={fields.introduction}
                autosize
                minRows={2}
                maxLength={createNewsBodyIntroductionMax}
                {...form.getInputProps('introduction')}
              />
              <TextInput label={fields.source} maxLength={createNewsBodySourceMax} {...form.getInputProps('source')} />
              <NewsBodyEditor
                label={fields.messageContent}
                required
                initialValue={form.getInitialValues().messageContent}
                onChange={(html) => form.setFieldValue('messageContent', html)}
                error={form.errors.messageContent as string | undefined}
              />
            </Stack>
          </FormSection>
          <FormSection title={texts.sections.picture}>
            <PictureField
              value={picture}
              localFile={localPicture}
              onChange={(next, file) => {
                form.setFieldValue('picture', next);
                if (next && file) setPictureFile({ id: next.id, file });
              }}
            />
          </FormSection>
          <FormSection title={texts.sections.attachments}>
            <AttachmentsField
              value={form.values.attachments}
              onChange={(files) => form.setFieldValue('attachments', files)}
            />
          </FormSection>
          <FormSection title={texts.sections.publication}>
            <Switch
              label={fields.published}
              description={texts.publishedHint}
              {...form.getInputProps('published', { type: 'checkbox' })}
            />
          </FormSection>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreviewing(true)}
            >
              {texts.preview}
            </Button>
            <FormActions onCancel={leave} pending={pending} submitLabel={news ? undefined : texts.create} />
          </Group>
        </Stack>
      </form>
      <NewsDraftPreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={texts.previewTitle}
        news={previewNews(form.values, news, now)}
        pictureSrc={previewSrc}
      />
    </Stack>
  );
}
