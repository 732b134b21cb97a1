import { Select, type ComboboxItem, type ComboboxItemGroup, type SelectProps } from '@mantine/core';
import { useListDepartments, useListProductsMinimal } from '@portal/sdk';
import type { Department, ProductMinimal } from '@portal/sdk/model';
import { useMemo } from 'react';
import { caseComponentTexts } from './texts';

const texts = caseComponentTexts.productPicker;

/** List height of the picker (spec 000 section 9). */
export const productPickerHeight = 500;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pl');

/**
 * The picker's options: one group per department that has products (so an empty department is never shown,
 * spec 000 section 5), groups and products sorted by name; products without a (known) department come last,
 * under "(bez departamentu)".
 */
export function groupProducts(
  products: readonly ProductMinimal[],
  departments: readonly Pick<Department, 'id' | 'name'>[],
): ComboboxItemGroup<ComboboxItem>[] {
  const known = new Map(departments.map((department) => [department.id, department]));
  const groups = new Map<number | null, ProductMinimal[]>();
  for (const product of products) {
    const key = product.departmentId != null && known.has(product.departmentId) ? product.departmentId : null;
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  const options = (items: ProductMinimal[]) =>
    [...items].sort(byName).map((product) => ({ value: String(product.id), label: product.name }));
  const departmentGroups = [...known.values()]
    .filter((department) => groups.has(department.id))
    .sort(byName)
    .map((department) => ({ group: department.name, items: options(groups.get(department.id)!) }));
  const orphans = groups.get(null);
  return orphans ? [...departmentGroups, { group: texts.noDepartment, items: options(orphans) }] : departmentGroups;
}

export interface ProductPickerProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'defaultValue' | 'searchable' | 'maxDropdownHeight'
> {
  value: number | null | undefined;
  onChange: (productId: number | null) => void;
  /** The product already chosen, so it shows even when the list no longer offers it (an inactive product). */
  selectedProduct?: ProductMinimal | null;
}

/**
 * The product picker (spec 000 sections 2, 5, 9): searchable, grouped by department, sorted by name, 500 high.
 */
export function ProductPicker({
  value,
  onChange,
  selectedProduct,
  label = texts.label,
  placeholder = texts.placeholder,
  ...props
}: ProductPickerProps) {
  // a disabled picker only shows the chosen product: no need to load (or be refused) the catalogues
  const enabled = !props.disabled;
  const products = useListProductsMinimal({ query: { enabled } });
  const departments = useListDepartments({ query: { enabled } });
  const loading = !enabled || products.isPending || departments.isPending;
  const data = useMemo(() => {
    // while loading (or disabled), only the chosen product, so the value shows
    const list = loading ? [] : (products.data ?? []);
    const withSelected =
      selectedProduct && !list.some((product) => product.id === selectedProduct.id) ? [...list, selectedProduct] : list;
    return groupProducts(withSelected, departments.data ?? []);
  }, [loading, products.data, departments.data, selectedProduct]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      nothingFoundMessage={texts.nothingFound}
      {...props}
      data={data}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next == null ? null : Number(next))}
      searchable
      maxDropdownHeight={productPickerHeight}
    />
  );
}
