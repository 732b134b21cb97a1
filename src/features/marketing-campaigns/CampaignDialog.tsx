import { Modal } from '@mantine/core';
import type { MarketingCampaign, MarketingCampaignPatch } from '@portal/sdk/model';
import { RecordForm } from '@/components/dictionary/RecordForm';
import { useClientOptions } from '@/components/lists/member-options';
import { notifySaved } from '@/components/notify-saved';
import { finished } from '@/lib/one-at-a-time';
import { useCampaignReferences, usePatchCampaign } from './api';
import { campaignFields, campaignSchema } from './fields';
import { campaignTexts } from './texts';

export interface CampaignDialogProps {
  campaign: MarketingCampaign | null;
  opened: boolean;
  /** The dialog's openings: each starts a new form. */
  opening: number;
  onClose: () => void;
}

/** A campaign's fields changed in a dialog; a refused save keeps what was typed, with the server's words. */
export function CampaignDialog({ campaign, opened, opening, onClose }: CampaignDialogProps) {
  const patch = usePatchCampaign();
  const close = () => {
    patch.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={campaign ? campaignTexts.edit.title(campaign.name) : ''}
      closeOnClickOutside={!patch.isPending}
      size="lg"
    >
      {campaign && (
        <CampaignForm
          key={opening}
          campaign={campaign}
          onSave={(data) =>
            patch.mutateAsync({ id: campaign.id, data }).then((saved) => {
              notifySaved(saved.name, campaignTexts.edit.saved);
              close();
              return finished;
            })
          }
          pending={patch.isPending}
          error={patch.error}
          onCancel={close}
        />
      )}
    </Modal>
  );
}

interface CampaignFormProps {
  campaign: MarketingCampaign;
  onSave: (data: MarketingCampaignPatch) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
}

function CampaignForm({ campaign, onSave, pending, error, onCancel }: CampaignFormProps) {
  const references = useCampaignReferences();
  const targeted = campaign.targetKind === 'ApplicationUser' && (campaign.targetUserIds?.length ?? 0) > 0;
  const clients = useClientOptions(targeted);
  const targetUsers = targeted
    ? (campaign.targetUserIds ?? [])
        .map((id) => clients.find((client) => client.value === String(id))?.label ?? `#${id}`)
        .join(', ')
    : '';
  const fields = campaignFields({
    departments: references.options('departments', campaign.departmentId),
    products: references.options('products', campaign.productId),
    leadSources: references.options('leadSources', campaign.leadSourceId),
    targetUsers,
  });
  return (
    <RecordForm
      fields={fields}
      record={campaign as unknown as Record<string, unknown>}
      schema={campaignSchema}
      onSave={(body) => onSave(body as MarketingCampaignPatch)}
      pending={pending}
      error={error}
      onCancel={onCancel}
    />
  );
}
