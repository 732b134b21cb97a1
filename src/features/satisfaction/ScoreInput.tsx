import { Group, Input, Rating, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { SCORE_MAX, satisfactionTexts } from './texts';

export interface ScoreInputProps {
  label: string;
  description?: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
}

/**
 * A score from 1 to 10 as ten stars: a group of radio buttons named "1 z 10" … "10 z 10" (and Mantine's hidden
 * "Brak oceny" before them) under the field's label, with the field's hint and message read with the group.
 */
export function ScoreInput({ label, description, value, onChange, error }: ScoreInputProps) {
  const id = useId();
  const hasError = !!error;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
      withAsterisk
    >
      <Group gap="sm" mt={4} wrap="wrap">
        <Rating
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={[description && `${id}-description`, hasError && `${id}-error`].filter(Boolean).join(' ')}
          aria-invalid={hasError || undefined}
          aria-required
          count={SCORE_MAX}
          // outlined in a grey of 3:1 against the page (Mantine's own empty star is too pale to see), filled with a
          // darker edge
          emptySymbol={<IconStar size={28} color="var(--mantine-color-gray-6)" aria-hidden />}
          fullSymbol={
            <IconStarFilled
              size={28}
              color="var(--mantine-color-yellow-5)"
              style={{ stroke: 'var(--mantine-color-yellow-9)', strokeWidth: 1 }}
              aria-hidden
            />
          }
          value={value}
          onChange={onChange}
          // Mantine applies a score on a click or Enter, an arrow key only highlights it: the radio the arrow keys
          // check (the browser clicks it) is the score chosen, as a keyboard user expects of a radio group
          onClick={(event) => {
            const target = event.target as HTMLElement;
            if (target instanceof HTMLInputElement && target.type === 'radio') onChange(Number(target.value));
          }}
          getSymbolLabel={satisfactionTexts.starLabel}
        />
        {value > 0 && (
          <Text size="sm" fw={600}>
            {satisfactionTexts.form.chosen(value)}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
