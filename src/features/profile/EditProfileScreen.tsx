import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplicationUser } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { profileQuery } from '@/lib/auth/profile-query';
import { useEditRecord } from '@/lib/edit-record';
import { useSaveProfile } from './api';
import { PictureField } from './picture/PictureField';
import { AddressFields, CooperationField, PersonalFields } from '@/components/users/PersonFields';
import { profileErrors, profileFormValues, profileReplacement, type ProfileFormValues } from './profile-form';
import { profileSaveFailure } from './save-failure';
import { profileTexts } from './texts';

const sections = profileTexts.sections;

/** `/editProfile`: the form over the acting user's profile as the server has it now (`useEditRecord`). */
export function EditOwnProfileScreen({ id }: { id: number }) {
  const record = useEditRecord(profileQuery(id));
  return (
    <QueryState query={record} notFoundText={profileTexts.edit.notFound}>
      {record.data && <EditProfileScreen key={record.version} user={record.data} />}
    </QueryState>
  );
}

/**
 * The wizard's fields on one page, in sections, and the picture (replaced or removed). Leaving with
 * unsaved changes asks first; once saved, a notice and back to the profile.
 */
export function EditProfileScreen({ user }: { user: ApplicationUser }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const { save, pending } = useSaveProfile();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [initial] = useState(() => profileFormValues(user, today));
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => profileErrors(values, today),
  });
  const [failure, setFailure] = useState<string>();
  // a picture being cropped is not uploaded yet: saving waits for it
  const [cropping, setCropping] = useState(false);
  const leave = () => void navigate({ to: '/yourProfile' });
  const { saved, markSaved } = useLeaveOnceSaved(leave);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        await save(user, values.email, {
          replace: profileReplacement(values, user, initial.cooperationBeginDate),
        });
      } catch (error) {
        const failed = profileSaveFailure(error);
        form.setErrors(failed.fields);
        return setFailure(failed.message);
      }
      notifySaved(profileTexts.edit.saved);
      markSaved();
    },
    () => setFailure(profileTexts.edit.invalid),
  );

  return (
    <Stack gap="lg" maw={880}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saved && !pending} />
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection title={sections.personal}>
            <PersonalFields form={form} today={today} />
          </FormSection>
          <FormSection title={profileTexts.wizard.steps.address}>
            <AddressFields form={form} />
          </FormSection>
          <FormSection title={sections.cooperation}>
            <CooperationField form={form} />
          </FormSection>
          <FormSection title={sections.picture}>
            <PictureField
              value={form.values.profileImageId}
              onChange={(id) => form.setFieldValue('profileImageId', id)}
              error={form.errors.profileImageId as string | undefined}
              onCroppingChange={setCropping}
            />
          </FormSection>
          <FormActions failure={failure} onCancel={leave} pending={pending} submitDisabled={cropping} />
        </Stack>
      </form>
    </Stack>
  );
}
