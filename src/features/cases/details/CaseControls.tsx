import { Card, SimpleGrid } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { ProductPicker } from '@/components/cases/ProductPicker';
import { useSetCaseProduct } from '@/features/cases/api';
import { CaseResultSelect } from './CaseResultSelect';
import { CaseStatusSelect } from './CaseStatusSelect';
import type { CasePermissions } from '@/features/cases/permissions';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { caseResultLabels, caseStatusLabel } from '@/copy/case-labels';
import { inOrganisationContext } from '@/lib/org/organisation';
import { caseTexts } from '@/features/cases/texts';
import { InfoList } from './InfoList';

export interface CaseControlsProps {
  caseItem: Case;
  permissions: CasePermissions;
}

/**
 * Status, result and product of the case, each changed at once (the server still decides). Whoever may change
 * none of them reads them as text, not as greyed-out selectors.
 */
export function CaseControls({ caseItem, permissions }: CaseControlsProps) {
  if (!permissions.editStatus && !permissions.editCase)
    return (
      <Card withBorder radius="md" padding="md">
        <InfoList
          cols={3}
          items={[
            [caseTexts.fields.status, caseStatusLabel(caseItem.status, inOrganisationContext())],
            [caseTexts.fields.result, caseResultLabels[caseItem.result] ?? caseItem.result],
            [caseTexts.fields.product, caseItem.product?.name],
          ]}
        />
      </Card>
    );
  return <CaseSelectors caseItem={caseItem} permissions={permissions} />;
}

function CaseSelectors({ caseItem, permissions }: CaseControlsProps) {
  const setProduct = useSetCaseProduct(caseItem.id);
  const shownProduct = setProduct.isPending ? setProduct.variables.params.productId : caseItem.productId;
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CaseStatusSelect value={caseItem.status} caseItem={caseItem} disabled={!permissions.editStatus} />
        <CaseResultSelect value={caseItem.result} caseId={caseItem.id} disabled={!permissions.editStatus} />
        <ProductPicker
          value={shownProduct}
          selectedProduct={
            caseItem.product && {
              id: caseItem.product.id,
              name: caseItem.product.name,
              departmentId: caseItem.product.departmentId,
            }
          }
          allowDeselect={false}
          disabled={!permissions.editCase}
          readOnly={setProduct.isPending}
          error={mutationErrorText(setProduct.error)}
          onChange={(productId) => {
            if (productId == null || productId === caseItem.productId) return;
            // the answer is the updated case: the product (and the type that follows it) is replaced at once
            setProduct.mutate(
              { id: caseItem.id, params: { productId } },
              { onSuccess: (updated) => notifySaved(caseTexts.details.saved.product(updated.product?.name ?? '')) },
            );
          }}
        />
      </SimpleGrid>
    </Card>
  );
}
