import { Alert, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySaved } from '@/components/notify-saved';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useListProductsMinimal } from '@portal/sdk';
import { ProductPicker } from '@/components/cases/ProductPicker';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseFamilies } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { AttachmentsField } from './AttachmentsField';
import {
  emptyReport,
  reportCaseFields,
  reportCaseName,
  reportCaseValidation,
  type ReportCaseValues,
} from './report-case-values';
import { failureView } from './submit-failure';
import { useCaseCreation } from './use-case-creation';
import { FormActions } from '@/components/FormActions';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';

// server field names of the three calls that the form shows under its own fields
const texts = caseTexts.forms;

const serverAliases = { files: 'attachments', descriptions: 'attachments' } as const;

/**
 * `/yourCases/add`: the client reports a case (product, description, optional name, attachments). Afterwards the
 * client lands on the new case's details, where the description and the files just sent are visible at once.
 */
export function ReportCaseScreen() {
  const { profile } = useCurrentProfile();
  const navigate = useNavigate();
  const form = useForm<ReportCaseValues>({
    mode: 'controlled',
    initialValues: emptyReport,
    validate: reportCaseValidation,
  });
  // the same (cached) list the picker reads: the product's name is the default case name
  const products = useListProductsMinimal();
  const productName = products.data?.find((product) => product.id === form.values.productId)?.name ?? '';
  const creation = useCaseCreation({ updateChanged: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // once created, the case's product and name are what the server has (a client cannot change them)
  const created = creation.createdId !== undefined;

  // one case per click: a second click or Enter while it is sent sends nothing, nor one once it is created
  const once = useOneAtATime();
  const submit = form.onSubmit((values) =>
    once(async () => {
      if (!profile) return;
      setSubmitting(true);
      setFailure(null);
      try {
        const id = await creation.run({
          input: { name: reportCaseName(values, productName), clientId: profile.id, productId: values.productId! },
          description: values.description,
          files: values.attachments,
        });
        notifySaved(reportCaseName(values, productName), texts.messages.reported);
        await navigate(caseFamilies.client.details(id, {}));
        return finished;
      } catch (error) {
        const view = failureView(error, reportCaseFields, texts.messages.createFailed, serverAliases);
        form.setErrors(view.fields);
        setFailure(view.message);
      } finally {
        setSubmitting(false);
      }
    }),
  );

  return (
    <Stack maw={860}>
      <Title order={1}>{texts.reportTitle}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            {created && (
              <Alert color="blue" role="status">
                {texts.messages.caseAlreadyCreated}
              </Alert>
            )}
            <ProductPicker
              label={caseTexts.fields.product}
              withAsterisk
              disabled={created}
              selectedProduct={products.data?.find((product) => product.id === form.values.productId)}
              {...form.getInputProps('productId')}
              value={form.values.productId}
            />
            <Textarea
              label={texts.reportDescription}
              placeholder={texts.reportDescriptionHint}
              withAsterisk
              rows={4}
              {...form.getInputProps('description')}
            />
            <TextInput
              label={texts.optionalName}
              description={texts.optionalNameDescription}
              placeholder={productName}
              disabled={created}
              {...form.getInputProps('name')}
            />
            <AttachmentsField form={form} />
            {failure && (
              <Alert color="red" title={texts.messages.failedTitle} role="alert">
                {failure}
              </Alert>
            )}
            <UnsavedChangesGuard dirty={form.isDirty() && !submitting} />
            <FormActions
              onCancel={() => void navigate(caseFamilies.client.list({}))}
              pending={submitting}
              cancelWhilePending
              submitLabel={failure ? texts.retry : texts.report}
              submitDisabled={!profile}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
