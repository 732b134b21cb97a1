import {
  getGetProductQueryOptions,
  getListCasesQueryKey,
  getListDepartmentsQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  getListSubscriptionDefinitionsQueryKey,
  useCreateProduct as useGeneratedCreateProduct,
  useDeleteProduct as useGeneratedDeleteProduct,
  useUpdateProduct as useGeneratedUpdateProduct,
} from '@portal/sdk';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { productTexts } from './texts';

// The products dictionary: the list and a product (the routes prefetch them, the screens read them) and its changes.

export const productsQuery = () => getListProductsQueryOptions();
export const productQuery = (id: number) => getGetProductQueryOptions(id);
export const departmentsQuery = () => getListDepartmentsQueryOptions();

/** The edit page's product, fetched fresh. */
export const loadProductForEdit = (queryClient: QueryClient, id: number) =>
  Promise.all([
    fetchRouteData(queryClient, productQuery(id), productTexts.notFound),
    queryClient.ensureQueryData(departmentsQuery()),
  ]);

/** The departments a product can belong to, by name. */
export function useDepartmentOptions() {
  const { data } = useQuery(departmentsQuery());
  return useMemo(
    () =>
      [...(data ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
        .map((department) => ({ value: String(department.id), label: department.name })),
    [data],
  );
}

// the cases and the subscription definitions show their product's name too
const stale = () => [getListProductsQueryKey(), getListCasesQueryKey(), getListSubscriptionDefinitionsQueryKey()];
export const useCreateProduct = /* @__PURE__ */ refreshing(useGeneratedCreateProduct, stale);
export const useUpdateProduct = /* @__PURE__ */ refreshing(useGeneratedUpdateProduct, stale);
export const useDeleteProduct = /* @__PURE__ */ refreshing(useGeneratedDeleteProduct, stale);
