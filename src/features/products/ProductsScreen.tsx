import type { Product } from '@portal/sdk/model';
import { IconListNumbers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { productsQuery, useDeleteProduct } from './api';
import { productFields } from './fields';
import { productTexts } from './texts';

/** `/products`: what the company sells, by department; each product's form and milestones on pages of their own. */
export function ProductsScreen() {
  return (
    <RecordDictionary<Product>
      list={useQuery(productsQuery())}
      fields={productFields}
      pages={{
        create: linkOptions({ to: '/products/create' }),
        edit: (product) => linkOptions({ to: '/products/$id/edit', params: { id: product.id } }),
      }}
      buttons={(product) => [
        {
          label: productTexts.milestones,
          icon: <IconListNumbers size={16} aria-hidden />,
          run: linkOptions({ to: '/milestones/$id/edit', params: { id: product.id } }),
        },
      ]}
      remove={useDeleteProduct()}
      texts={productTexts}
    />
  );
}
