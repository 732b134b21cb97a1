import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meetsPasswordRules } from './password-rules';
import { PasswordRules } from './PasswordRules';

const renderRules = (password: string) =>
  render(
    <MantineProvider env="test">
      <PasswordRules password={password} />
    </MantineProvider>,
  );

/** Each rule as a screen reader hears it. */
const heard = () =>
  within(screen.getByRole('list', { name: 'Wymagania hasła' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the password-rules widget', () => {
  it.each([
    ['', [false, false, false, false]],
    ['abcdefgh', [true, false, false, false]],
    ['abc1', [false, true, false, false]],
    ['Abcdefg1', [true, true, true, false]],
    // a space is not a special character
    ['Abc defg1', [true, true, true, false]],
    ['Abcdef1!', [true, true, true, true]],
    // Polish letters are letters: "Ł" is uppercase, "ą" is not special
    ['Łódź1234', [true, true, true, false]],
    ['abcdefą1', [true, true, false, false]],
    ['Łódź123!', [true, true, true, true]],
  ])('"%s" meets %j of: 8 characters, a digit, an uppercase letter, a special character', (password, met) => {
    renderRules(password);
    const labels = ['Minimum 8 znaków', 'Minimum 1 cyfra', 'Minimum 1 wielka litera', 'Minimum 1 znak specjalny'];
    expect(heard()).toEqual(labels.map((label, i) => `${label}: ${met[i] ? 'spełnione' : 'niespełnione'}`));
    expect(meetsPasswordRules(password)).toBe(met.every(Boolean));
  });

  it('ticks each rule as the password changes', () => {
    const { rerender } = renderRules('a');
    expect(heard()[0]).toBe('Minimum 8 znaków: niespełnione');
    rerender(
      <MantineProvider env="test">
        <PasswordRules password="abcdefgh" />
      </MantineProvider>,
    );
    expect(heard()[0]).toBe('Minimum 8 znaków: spełnione');
  });

  it('agrees with the contract: a password meets every rule exactly when the contract pattern accepts it', async () => {
    const { registerApplicationUserBodyPasswordRegExp: pattern } = await import('@portal/sdk/limits/users');
    for (const password of [
      '',
      'abcdefgh',
      'Abcdefg1',
      'Abc defg1',
      'Abcdef1!',
      'ABCDEF1#',
      'Zażółć1!',
      'zażółć1!',
      'Łódź1234',
      'ŁÓDŹ123ą',
      'łódź12!!',
    ])
      expect(meetsPasswordRules(password), password).toBe(pattern.test(password));
  });
});
