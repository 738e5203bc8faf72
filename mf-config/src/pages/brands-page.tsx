/**
 * /config/brands: search, paging, a modal with the name and a multi-select of business units
 * (document 2, section 2); edit and remove like every other list (docs/spec-deviations.md).
 */
import { useMemo } from 'react';
import { type Brand, CONFIG_MESSAGES } from '@portal/shared';
import { MultiSelectField } from '@portal/shared/combobox-fields';
import { TextInputField, toOptions } from '@portal/shared/fields';
import { useAllBusinessUnits } from '../features/business-units/api/get-all-business-units';
import { useDeleteBrand } from '../features/brands/api/delete-brand';
import { getBrand } from '../features/brands/api/get-brand';
import { useBrands } from '../features/brands/api/get-brands';
import { type BrandFields, useSaveBrand } from '../features/brands/api/save-brand';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useReloadOnLookup } from '../features/config-list/hooks/use-reload-on-lookup';

export function BrandsPage() {
  const list = useBrands();
  useReloadOnLookup('brands-update', list.reload);
  const saveBrand = useSaveBrand();
  const deleteBrand = useDeleteBrand();
  const businessUnits = useAllBusinessUnits();
  const unitOptions = useMemo(() => toOptions(businessUnits.data?.data ?? []), [businessUnits.data]);
  return (
    <ConfigListPage<Brand, BrandFields>
      title="Brands"
      addLabel="New brand"
      list={list}
      rowKey={(brand) => brand.id}
      rowLabel={(brand) => brand.name}
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'business_units', header: 'Business units', cell: (brand) => brand.business_units.map((unit) => unit.name).join(', ') },
      ]}
      form={{
        title: (brand) => (brand ? 'Edit brand' : 'New brand'),
        initialValues: async (row) => {
          if (!row) return { business_units: [] };
          const brand = await getBrand(row.id);
          return { name: brand.name, business_units: brand.business_units.map((unit) => unit.id) };
        },
        fields: (
          <>
            <TextInputField name="name" label="Name" required autoFocus />
            <MultiSelectField name="business_units" label="Business units" options={unitOptions} />
          </>
        ),
        save: (fields, brand) => saveBrand(fields, brand?.id),
        successMessage: CONFIG_MESSAGES.brandSaved,
      }}
      remove={{ run: (brand) => deleteBrand(brand.id), successMessage: CONFIG_MESSAGES.brandDeleted }}
    />
  );
}
