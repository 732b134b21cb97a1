import type { Case } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { commentRecipients, recipientInputs, sendToAllPreselection } from './comment-recipients';

const caseItem: Pick<Case, 'clientId' | 'client' | 'expertId' | 'expert' | 'managers'> = {
  clientId: 101,
  client: { id: 101, firstName: 'Anna', lastName: 'Kowalska' },
  expertId: 105,
  expert: { id: 105, firstName: 'Magdalena', lastName: 'Kamińska' },
  managers: [
    { id: 103, firstName: 'Katarzyna', lastName: 'Wiśniewska', managerTitle: { id: 1, name: 'Senior Manager' } },
    { id: 131, firstName: 'Beata', lastName: 'Olszewska', managerTitle: null },
  ],
};

const labels = (userId: number | undefined) => commentRecipients(caseItem, userId).map((r) => r.label);

describe('commentRecipients', () => {
  it('offers the client, the expert and the managers, labelled with their title or "manager"', () => {
    expect(labels(107)).toEqual([
      'Anna Kowalska (klient)',
      'Magdalena Kamińska (ekspert)',
      'Katarzyna Wiśniewska (Senior Manager)',
      'Beata Olszewska (manager)',
    ]);
  });

  it('never offers the current user', () => {
    expect(labels(101)).not.toContain('Anna Kowalska (klient)');
    expect(labels(105)).not.toContain('Magdalena Kamińska (ekspert)');
    expect(labels(103)).toEqual([
      'Anna Kowalska (klient)',
      'Magdalena Kamińska (ekspert)',
      'Beata Olszewska (manager)',
    ]);
  });

  it('offers no expert when the case has none', () => {
    expect(commentRecipients({ ...caseItem, expertId: null, expert: null }, 101).map((r) => r.type)).toEqual([
      'Manager',
      'Manager',
    ]);
  });
});

describe('recipient inputs', () => {
  const options = commentRecipients(caseItem, 103);

  it('send-to-all preselects only the managers', () => {
    expect(sendToAllPreselection(options)).toEqual(['Manager:131']);
  });

  it('sends the chosen recipients; managers by id', () => {
    expect(recipientInputs(options, ['Client', 'Manager:131'], false)).toEqual([
      { type: 'Client' },
      { type: 'Manager', recipientId: 131 },
    ]);
  });

  it('send-to-all sends everyone offered, whatever is checked', () => {
    expect(recipientInputs(options, ['Manager:131'], true)).toEqual([
      { type: 'Client' },
      { type: 'Expert' },
      { type: 'Manager', recipientId: 131 },
    ]);
  });
});
