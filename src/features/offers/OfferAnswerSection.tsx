import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { createCaseMessageBodyContentMax } from '@portal/sdk/limits/case-messages';
import type { Case, CaseMessageRecipientInput, Offer } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { ButtonLink } from '@/components/links';
import { MutationError } from '@/components/MutationError';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { offerCaseQuery, useAnswerOffer } from './api';
import { offerTexts, type OfferAnswer } from './texts';

const texts = offerTexts.answer;

/** Who a client's answer goes to: the case's expert (if any) and each of its managers. */
const staffOf = (item: Pick<Case, 'expertId' | 'managers'>): CaseMessageRecipientInput[] => [
  ...(item.expertId != null ? [{ type: 'Expert' as const }] : []),
  ...item.managers.map((manager) => ({ type: 'Manager' as const, recipientId: manager.id })),
];

/**
 * The client's answer to a published offer: "Akceptuję" and "Odrzucam" (each confirmed first, the message optional)
 * or "Mam pytanie" (the message is the question, so it is required). The API has no call for it, so it goes as a
 * comment on the offer's case to the case's staff; then the section confirms it. An expired offer can only be asked
 * about.
 */
export function OfferAnswerSection({ offer, expired }: { offer: Offer; expired: boolean }) {
  const caseItem = useQuery(offerCaseQuery(offer.caseId));
  const send = useAnswerOffer();
  const once = useOneAtATime();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [chosen, setChosen] = useState<OfferAnswer | null>(null);
  const answers: OfferAnswer[] = expired ? ['question'] : ['accept', 'question', 'reject'];
  const first = (kind: OfferAnswer) => texts.comment[kind](offer.title);

  const answer = (kind: OfferAnswer) => {
    const message = note.trim();
    if (kind === 'question' && !message) {
      setNoteError(texts.questionRequired);
      noteField.current?.focus();
      return;
    }
    setNoteError(null);
    const content = message ? `${first(kind)}\n\n${message}` : first(kind);
    // one answer per intent: a second click (on the button or the dialog's confirm) while it is sent sends nothing,
    // nor one once it is sent
    const post = () =>
      once(async () => {
        setChosen(kind);
        await send.mutateAsync({ data: { caseId: offer.caseId, content, recipients: staffOf(caseItem.data!) } });
        return finished;
      });
    if (kind === 'question') post();
    else
      confirmAction({
        title: texts.confirm[kind].title,
        message: texts.confirm[kind].message(offer.title),
        confirmLabel: texts.confirm[kind].confirm,
        destructive: kind === 'reject',
        onConfirm: post,
      });
  };

  return (
    <Paper component="section" aria-labelledby="offer-answer" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="offer-answer">
          {texts.title}
        </Title>
        {send.isSuccess && chosen ? (
          <Alert role="status" color="green" variant="light" title={texts.sentTitle}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{texts.sent[chosen]}</Text>
              <ButtonLink to="/yourCases/$id" params={{ id: offer.caseId }} variant="light" size="xs">
                {texts.toCase}
              </ButtonLink>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm">{texts.intro}</Text>
            <Textarea
              ref={noteField}
              label={texts.note}
              description={texts.noteHint}
              placeholder={texts.notePlaceholder}
              autosize
              minRows={2}
              maxLength={createCaseMessageBodyContentMax - `${first('question')}\n\n`.length}
              value={note}
              error={noteError}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
            />
            <Group gap="xs">
              {answers.map((kind) => (
                <Button
                  key={kind}
                  variant={kind === 'accept' ? 'filled' : kind === 'reject' ? 'outline' : 'light'}
                  color={kind === 'reject' ? 'red' : undefined}
                  disabled={!caseItem.data || send.isPending}
                  loading={send.isPending && chosen === kind}
                  onClick={() => answer(kind)}
                >
                  {texts.buttons[kind]}
                </Button>
              ))}
            </Group>
            <MutationError error={send.error} fallback={texts.failed} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
