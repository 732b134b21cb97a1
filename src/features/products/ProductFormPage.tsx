import { CreateProductBody, UpdateProductBody } from '@portal/sdk/zod/products';
import { IconListNumbers } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { RecordEditPage, RecordFormPage } from '@/components/dictionary/RecordFormPage';
import { ButtonLink } from '@/components/links';
import { productQuery, useCreateProduct, useUpdateProduct } from './api';
import { productFields } from './fields';
import { productTexts } from './texts';

const back = linkOptions({ to: '/products' });
const nameOf = (body: Record<string, unknown>) => String(body.name);

/** `/products/create`. */
export function CreateProductScreen() {
  return (
    <RecordFormPage
      fields={productFields}
      schema={CreateProductBody}
      save={useCreateProduct()}
      back={back}
      nameOf={nameOf}
      texts={productTexts}
    />
  );
}

/** `/products/{id}/edit`: the product as the server has it now, and a way to its milestones. */
export function EditProductScreen({ id }: { id: number }) {
  return (
    <RecordEditPage
      query={productQuery(id)}
      notFoundText={productTexts.notFound}
      fields={productFields}
      schema={UpdateProductBody}
      save={useUpdateProduct()}
      back={back}
      nameOf={nameOf}
      texts={productTexts}
      actions={(product) => (
        <ButtonLink
          to="/milestones/$id/edit"
          params={{ id: product.id }}
          variant="default"
          leftSection={<IconListNumbers size={16} aria-hidden />}
        >
          {productTexts.milestones}
        </ButtonLink>
      )}
    />
  );
}
