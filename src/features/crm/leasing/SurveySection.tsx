import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { UserLeasingSurvey } from '@portal/sdk/model';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { failedSaveText } from '@/components/failed-save';
import { FormActions } from '@/components/FormActions';
import { notifySaved } from '@/components/notify-saved';
import { recordVersion } from '@/lib/edit-record';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { nestedFieldKey } from '@/lib/server-errors';
import { fieldPaths, isSaved, type SectionKey } from './form-values';
import { leasingTexts as texts } from './texts';

/** What makes one section of the survey: its values from the survey, the body they send, its checks, its save. */
export interface SectionSpec<V, B> {
  key: SectionKey;
  valuesOf: (survey: UserLeasingSurvey) => V;
  bodyOf: (values: V) => B;
  validate: (values: V) => Record<string, string>;
  useSave: () => UseMutationResult<UserLeasingSurvey, unknown, { id: number; data: B }>;
  Fields: ComponentType<{ form: UseFormReturnType<V> }>;
}

export interface SectionProps {
  clientId: number;
  survey: UserLeasingSurvey;
  /** The section's number in the survey, from 1. */
  number: number;
  /** Tells the survey whether the section holds changes not saved yet. */
  onDirtyChange: (key: SectionKey, dirty: boolean) => void;
}

const statusColors = { saved: 'green', missing: 'gray', dirty: 'yellow' } as const;

/**
 * One section of the survey as an accordion item: its own form, saved on its own. What is typed stays until it is
 * saved or cancelled: a save of another section (which reloads the survey) leaves it alone; only a section with
 * nothing typed follows the survey as the server has it. A refused save shows the server's messages under the
 * fields, with the values kept.
 */
export function surveySection<V extends Record<string, unknown>, B>(spec: SectionSpec<V, B>) {
  const title = texts.sections[spec.key];
  return function SurveySection({ clientId, survey, number, onDirtyChange }: SectionProps) {
    const save = spec.useSave();
    const [failure, setFailure] = useState<string>();
    const form = useForm<V>({
      mode: 'controlled',
      initialValues: spec.valuesOf(survey),
      validate: spec.validate,
      validateInputOnBlur: true,
    });
    const startFrom = (values: V) => {
      form.setInitialValues(values);
      form.setValues(values);
    };

    const dirty = form.isDirty();
    useEffect(() => onDirtyChange(spec.key, dirty), [dirty, onDirtyChange]);
    useEffect(() => () => onDirtyChange(spec.key, false), [onDirtyChange]);
    // the section changed on the server (saved elsewhere): an untouched form shows it as it is now
    const version = recordVersion(survey[spec.key]);
    useEffect(() => {
      if (!form.isDirty()) startFrom(spec.valuesOf(survey));
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the section itself changed
    }, [version]);

    // one save per click: a quick second click or Enter sends nothing more
    const once = useOneAtATime();
    const submit = form.onSubmit(
      (values) =>
        once(async () => {
          setFailure(undefined);
          try {
            const answer = await save.mutateAsync({ id: clientId, data: spec.bodyOf(values) });
            startFrom(spec.valuesOf(answer));
            notifySaved(texts.savedNotice(title));
          } catch (error) {
            setFailure(failedSaveText(error, form, fieldPaths(values), texts, nestedFieldKey));
          }
        }),
      () => setFailure(texts.invalid),
    );
    const cancel = () => {
      form.reset();
      form.clearErrors();
      setFailure(undefined);
    };

    const status = dirty ? 'dirty' : isSaved(survey, spec.key) ? 'saved' : 'missing';
    return (
      <Accordion.Item value={spec.key}>
        <Accordion.Control>
          <Group component="span" justify="space-between" gap="xs" pr="xs">
            <Text component="span" fw={600}>
              {`${number}. ${title}`}
            </Text>
            <Badge component="span" color={statusColors[status]} variant="light">
              {texts.status[status]}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <form onSubmit={submit} noValidate aria-label={title}>
            <Stack gap="md">
              <spec.Fields form={form} />
              <FormActions onCancel={cancel} pending={save.isPending} submitLabel={texts.save} failure={failure} />
            </Stack>
          </form>
        </Accordion.Panel>
      </Accordion.Item>
    );
  };
}
