import type { Case } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { commentRecipients, recipientInputs, sendToAllPreselection } from './comment-recipients';

const { client, expertEmployee, manager, managerLeader } = ids.person;

const caseItem: Pick<Case, 'clientId' | 'client' | 'expertId' | 'expert' | 'managers'> = {
  clientId: client,
  client: { id: client, firstName: 'Anna', lastName: 'Kowalska' },
  expertId: expertEmployee,
  expert: { id: expertEmployee, firstName: 'Magdalena', lastName: 'Kamińska' },
  managers: [
    { id: manager, firstName: 'Katarzyna', lastName: 'Wiśniewska', managerTitle: { id: 1, name: 'Senior Manager' } },
    { id: managerLeader, firstName: 'Beata', lastName: 'Olszewska', managerTitle: null },
  ],
};

const labels = (userId: number | undefined) => commentRecipients(caseItem, userId).map((r) => r.label);

describe('commentRecipients', () => {
  it('offers the client, the expert and the managers, labelled with their title or "manager"', () => {
    expect(labels(ids.person.admin)).toEqual([
      'Anna Kowalska (klient)',
      'Magdalena Kamińska (ekspert)',
      'Katarzyna Wiśniewska (Senior Manager)',
      'Beata Olszewska (manager)',
    ]);
  });

  it('never offers the current user', () => {
    expect(labels(client)).not.toContain('Anna Kowalska (klient)');
    expect(labels(expertEmployee)).not.toContain('Magdalena Kamińska (ekspert)');
    expect(labels(manager)).toEqual([
      'Anna Kowalska (klient)',
      'Magdalena Kamińska (ekspert)',
      'Beata Olszewska (manager)',
    ]);
  });

  it('offers no expert when the case has none', () => {
    expect(commentRecipients({ ...caseItem, expertId: null, expert: null }, client).map((r) => r.type)).toEqual([
      'Manager',
      'Manager',
    ]);
  });
});

describe('recipient inputs', () => {
  const options = commentRecipients(caseItem, manager);

  it('send-to-all preselects only the managers', () => {
    expect(sendToAllPreselection(options)).toEqual([`Manager:${managerLeader}`]);
  });

  it('sends the chosen recipients; managers by id', () => {
    expect(recipientInputs(options, ['Client', `Manager:${managerLeader}`], false)).toEqual([
      { type: 'Client' },
      { type: 'Manager', recipientId: managerLeader },
    ]);
  });

  it('send-to-all sends everyone offered, whatever is checked', () => {
    expect(recipientInputs(options, [`Manager:${managerLeader}`], true)).toEqual([
      { type: 'Client' },
      { type: 'Expert' },
      { type: 'Manager', recipientId: managerLeader },
    ]);
  });
});
