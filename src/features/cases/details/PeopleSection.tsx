import { MultiSelect, Select, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import {
  useListApplicationUserExpertEmployees,
  useListApplicationUserExpertOwners,
  useListApplicationUserManagers,
  useListApplicationUserManagersAndAmbassadors,
} from '@portal/sdk';
import type { Case, ManagerRef, PersonName } from '@portal/sdk/model';
import { useMemo } from 'react';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { fullName } from '@/copy/people';
import { recipientLabel } from '@/copy/case-labels';
import {
  useSetCaseExpert,
  useSetCaseManagerLeader,
  useSetCaseManagers,
  useSetCaseSalesPerson,
} from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { byPersonName, personName } from './format';
import { InfoList, type InfoItem } from './InfoList';
import { Section } from './Section';

const { fields } = caseTexts;
const texts = caseTexts.details.people;

type Person = PersonName & { id: number };

/** Options of people, sorted by name; people already on the case stay listed even if the lists lack them. */
function peopleOptions(
  lists: readonly (readonly Person[] | undefined)[],
  current: readonly (Person | null | undefined)[],
) {
  const byId = new Map<number, Person>();
  for (const person of [...lists.flatMap((list) => list ?? []), ...current]) if (person) byId.set(person.id, person);
  return [...byId.values()]
    .sort(byPersonName)
    .map((person): ComboboxItem => ({ value: String(person.id), label: personName(person)! }));
}

/** "Jan Nowak (Senior Manager)", "Jan Nowak (manager)". */
const managerLabel = (manager: ManagerRef) => recipientLabel('Manager', manager);

export interface PeopleSectionProps {
  caseItem: Case;
  /** Assignments can be changed (editCase). */
  editable: boolean;
  /** The client's view: without the firm's internal roles (leader, sales person). */
  forClient?: boolean;
}

/** Expert, managers with their titles, leader and sales person; editable assignments for managers and admins. */
export function PeopleSection({ caseItem, editable, forClient = false }: PeopleSectionProps) {
  return (
    <Section title={texts.title}>
      {editable ? (
        <Assignments caseItem={caseItem} />
      ) : (
        <InfoList
          items={[
            [fields.expert, personName(caseItem.expert)],
            [
              fields.managers,
              caseItem.managers.length ? (
                <Stack gap={2} component="span">
                  {caseItem.managers.map((manager) => (
                    <span key={manager.id}>{managerLabel(manager)}</span>
                  ))}
                </Stack>
              ) : undefined,
            ],
            ...(!forClient
              ? ([
                  [fields.leader, personName(caseItem.managerLeader)],
                  [fields.salesPerson, personName(caseItem.salesPerson)],
                ] satisfies InfoItem[])
              : []),
          ]}
        />
      )}
    </Section>
  );
}

function Assignments({ caseItem }: Pick<PeopleSectionProps, 'caseItem'>) {
  const employees = useListApplicationUserExpertEmployees();
  const owners = useListApplicationUserExpertOwners();
  const managers = useListApplicationUserManagers();
  const salesPeople = useListApplicationUserManagersAndAmbassadors();
  const setExpert = useSetCaseExpert(caseItem.id);
  const setManagers = useSetCaseManagers(caseItem.id);
  const setLeader = useSetCaseManagerLeader(caseItem.id);
  const setSales = useSetCaseSalesPerson(caseItem.id);

  const expertOptions = useMemo(
    () => peopleOptions([employees.data, owners.data], [caseItem.expert]),
    [employees.data, owners.data, caseItem.expert],
  );
  const managerOptions = useMemo(
    () => peopleOptions([managers.data], [...caseItem.managers, caseItem.managerLeader]),
    [managers.data, caseItem.managers, caseItem.managerLeader],
  );
  // as on the case form: ambassadors sell too
  const salesOptions = useMemo(
    () => peopleOptions([salesPeople.data], [caseItem.salesPerson]),
    [salesPeople.data, caseItem.salesPerson],
  );
  const id = caseItem.id;
  // the answer is the updated case: the confirmation names who is assigned now
  const savedPerson = (role: string, person: (updated: Case) => PersonName | null | undefined) => ({
    onSuccess: (updated: Case) => notifySaved(caseTexts.details.saved.person(role, personName(person(updated)) ?? '')),
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonSelect
          label={fields.expert}
          placeholder={texts.noExpert}
          data={expertOptions}
          saved={caseItem.expertId}
          pending={setExpert.isPending}
          chosen={setExpert.variables?.params?.expertId}
          error={setExpert.error}
          onPick={(expertId) =>
            setExpert.mutate(
              { id, params: { expertId } },
              savedPerson(fields.expert, (c) => c.expert),
            )
          }
        />
        <PersonSelect
          label={fields.leader}
          placeholder={texts.noLeader}
          data={managerOptions}
          saved={caseItem.managerLeaderId}
          pending={setLeader.isPending}
          chosen={setLeader.variables?.params?.leaderId}
          error={setLeader.error}
          onPick={(leaderId) =>
            setLeader.mutate(
              { id, params: { leaderId } },
              savedPerson(fields.leader, (c) => c.managerLeader),
            )
          }
        />
        <PersonSelect
          label={fields.salesPerson}
          placeholder={texts.noSalesPerson}
          data={salesOptions}
          saved={caseItem.salesPersonId}
          pending={setSales.isPending}
          chosen={setSales.variables?.params?.salesId}
          error={setSales.error}
          onPick={(salesId) =>
            setSales.mutate(
              { id, params: { salesId } },
              savedPerson(fields.salesPerson, (c) => c.salesPerson),
            )
          }
        />
      </SimpleGrid>
      <MultiSelect
        label={fields.managers}
        placeholder={caseItem.managers.length ? undefined : texts.noManagers}
        data={managerOptions}
        searchable
        value={(setManagers.isPending
          ? setManagers.variables.data.managerIds
          : caseItem.managers.map((manager) => manager.id)
        ).map(String)}
        readOnly={setManagers.isPending}
        error={mutationErrorText(setManagers.error)}
        onChange={(values) =>
          setManagers.mutate(
            { id, data: { managerIds: values.map(Number) } },
            {
              onSuccess: (updated) =>
                notifySaved(caseTexts.details.saved.person(fields.managers, updated.managers.map(fullName).join(', '))),
            },
          )
        }
      />
      {caseItem.managers.length > 0 && (
        <Text size="sm" c="dimmed">
          {caseItem.managers.map(managerLabel).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

interface PersonSelectProps {
  label: string;
  placeholder: string;
  data: ComboboxItem[];
  /** The case's value. */
  saved: number | null | undefined;
  /** While a change is saved the selector shows the chosen value; a refused change goes back to the case's. */
  pending: boolean;
  chosen: number | undefined;
  /** A refused change, shown under the selector. */
  error: unknown;
  onPick: (id: number | undefined) => void;
}

function PersonSelect({ label, placeholder, data, saved, pending, chosen, error, onPick }: PersonSelectProps) {
  const value = pending ? chosen : saved;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      searchable
      clearable
      value={value == null ? null : String(value)}
      readOnly={pending}
      error={mutationErrorText(error)}
      onChange={(picked) => {
        const id = picked ? Number(picked) : undefined;
        if (id !== (saved ?? undefined)) onPick(id);
      }}
    />
  );
}
