import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplicationUser } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { usePhone } from '@/components/use-phone';
import { useSaveProfile } from './api';
import { clearDraft, readDraft, writeDraft } from './draft';
import { PictureField } from './picture/PictureField';
import { AddressFields, CooperationField, PersonalFields } from '@/components/users/PersonFields';
import {
  firstLoginPatch,
  profileErrors,
  profileFormValues,
  stepErrors,
  stepOfField,
  wizardSteps,
  type ProfileFormValues,
} from './profile-form';
import { profileSaveFailure } from './save-failure';
import { profileTexts } from './texts';

const texts = profileTexts.wizard;
const LAST_STEP = wizardSteps.length - 1;

export interface ConfirmDetailsScreenProps {
  user: ApplicationUser;
  /** The page the user first wanted (already checked to be a path of this site); the main page when absent. */
  redirect?: string;
}

/**
 * `/confirmDetails`, the first-login wizard (spec 000 sections 2, 3 and 5): personal data, the addresses, the
 * cooperation begin date and the profile picture, step by step. Each step is checked on "Dalej"; going back and
 * forth keeps what was typed, and so does a reload (a draft in this tab's session storage, cleared once saved).
 * "Zapisz" sends the first-login details, after which the user lands on the page they first wanted.
 */
export function ConfirmDetailsScreen({ user, redirect }: ConfirmDetailsScreenProps) {
  const navigate = useNavigate();
  const phone = usePhone();
  const { save, pending } = useSaveProfile();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [start] = useState(() => {
    const fresh = profileFormValues(user, today);
    return { fresh, draft: readDraft(user.id, fresh) };
  });
  const [step, setStep] = useState(() => Math.min(Math.max(start.draft?.step ?? 0, 0), LAST_STEP));
  const [failure, setFailure] = useState<string>();
  // a picture being cropped is not uploaded yet: saving waits for it
  const [cropping, setCropping] = useState(false);
  const form = useForm<ProfileFormValues>({ mode: 'controlled', initialValues: start.draft?.values ?? start.fresh });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => writeDraft(user.id, { step, values: form.values }), [user.id, step, form.values]);
  // a new step is announced by moving to its heading (not on the first view of the page)
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const go = (next: number) => {
    setFailure(undefined);
    setCropping(false);
    setStep(next);
  };
  const next = () => {
    const errors = stepErrors(profileErrors(form.values, today), step);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) go(step + 1);
  };
  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) setStep(stepOfField(first));
  };
  const finish = async (values: ProfileFormValues) => {
    setFailure(undefined);
    const errors = profileErrors(values, today);
    if (Object.keys(errors).length) return showErrors(errors);
    try {
      await save(user, values.email, { patch: firstLoginPatch(values, user, start.fresh.cooperationBeginDate) });
    } catch (error) {
      const failed = profileSaveFailure(error);
      showErrors(failed.fields);
      return setFailure(failed.message);
    }
    clearDraft(user.id);
    notifySaved(texts.saved);
    await navigate({ href: redirect ?? '/' });
  };

  const stepTitle = texts.steps[wizardSteps[step].key];
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader intro={texts.intro} />
      <Stepper
        active={step}
        onStepClick={(index) => index < step && go(index)}
        allowNextStepsSelect={false}
        size={phone ? 'xs' : 'sm'}
      >
        {wizardSteps.map(({ key }, index) => (
          <Stepper.Step
            key={key}
            label={phone ? undefined : texts.steps[key]}
            // a phone shows only the step's number: its name is heard with it
            aria-label={phone ? texts.stepName(index + 1, texts.steps[key]) : undefined}
          />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.onSubmit((values) => (step < LAST_STEP ? next() : void finish(values)))}>
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                {texts.stepOf(step + 1, wizardSteps.length)}
              </Text>
              <Title order={2} size="h3" ref={heading} tabIndex={-1}>
                {stepTitle}
              </Title>
            </div>
            {step === 0 && <PersonalFields form={form} today={today} />}
            {step === 1 && <AddressFields form={form} />}
            {step === 2 && (
              <>
                <Text size="sm">{texts.cooperationIntro}</Text>
                <CooperationField form={form} />
              </>
            )}
            {step === 3 && (
              <>
                <Text size="sm">{texts.pictureOptional}</Text>
                <PictureField
                  value={form.values.profileImageId}
                  onChange={(id) => form.setFieldValue('profileImageId', id)}
                  error={form.errors.profileImageId as string | undefined}
                  onCroppingChange={setCropping}
                />
              </>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              {texts.draftKept}
            </Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => go(step - 1)} disabled={step === 0 || pending}>
                {texts.back}
              </Button>
              <Button type="submit" loading={pending} disabled={cropping && step === LAST_STEP}>
                {step < LAST_STEP ? texts.next : texts.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
