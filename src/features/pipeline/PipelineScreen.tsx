import { Button, Select, Stack } from '@mantine/core';
import type { Lead } from '@portal/sdk/model';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { useManagerOptions } from '@/components/lists/member-options';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useEveryPage } from '@/lib/every-page';
import { pipelinePage } from './api';
import { PipelineBoard } from './PipelineBoard';
import { defaultSales, salesIdParam, type PipelineSearch, type SalesChoice } from './search';
import { pipelineTexts as texts } from './texts';

export interface PipelineScreenProps {
  search: PipelineSearch;
  /** "Nowy biznes dla klienta": the dialog of a new lead for an existing client (given by the route). */
  NewLeadDialog: ComponentType<{ opened: boolean; onClose: () => void }>;
}

/**
 * `/businessDevelopment` (administrators and managers): the pipeline of one sales person's leads, or everyone's,
 * chosen in the address (none: a manager's own, an administrator's everyone's), as a board by outcome; new business
 * for an existing client starts in "Brak".
 */
export function PipelineScreen({ search, NewLeadDialog }: PipelineScreenProps) {
  const navigate = useNavigate();
  const { profile } = useCurrentProfile();
  const [adding, setAdding] = useState(false);
  const managers = useManagerOptions();
  const myId = profile?.id;
  const fallback = defaultSales(profile);
  const chosen = search.salesId ?? fallback;
  const leads = useEveryPage<Lead>(
    pipelinePage(chosen === undefined ? undefined : salesIdParam(chosen), chosen !== undefined),
  );
  const options = [
    { value: 'all', label: texts.sales.all },
    ...(myId === undefined ? [] : [{ value: String(myId), label: texts.sales.mine }]),
    ...managers.filter((manager) => manager.value !== String(myId)),
  ];
  const choose = (value: string | null) => {
    const next: SalesChoice = value === 'all' || value === null ? 'all' : Number(value);
    void navigate({ to: '/businessDevelopment', search: { salesId: next === fallback ? undefined : next } });
  };

  return (
    <Stack gap="md">
      <PageHeader
        intro={texts.intro}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {texts.newBusiness}
          </Button>
        }
      />
      <Select
        label={texts.sales.label}
        data={options}
        value={chosen === undefined ? null : String(chosen)}
        onChange={choose}
        allowDeselect={false}
        searchable
        maw={360}
      />
      {/* the board waits for the profile: until then it is not known whose leads a manager sees */}
      <QueryState query={chosen === undefined ? { isPending: true, error: null } : leads}>
        <PipelineBoard leads={leads.data ?? []} />
      </QueryState>
      <NewLeadDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
