/**
 * /config/business-units: columns name, unit type and show on project; Name and Type
 * required (document 3, sections 2 and 5).
 */
import { type BusinessUnit, CONFIG_MESSAGES } from '@portal/shared';
import { CheckboxField, TextInputField } from '@portal/shared/fields';
import { useDeleteBusinessUnit } from '../features/business-units/api/delete-business-unit';
import { getBusinessUnit } from '../features/business-units/api/get-business-unit';
import { useBusinessUnits } from '../features/business-units/api/get-business-units';
import { type BusinessUnitFields, useSaveBusinessUnit } from '../features/business-units/api/save-business-unit';
import { ConfigListPage } from '../features/config-list/components/config-list-page';

export function BusinessUnitsPage() {
  const list = useBusinessUnits();
  const saveBusinessUnit = useSaveBusinessUnit();
  const deleteBusinessUnit = useDeleteBusinessUnit();
  return (
    <ConfigListPage<BusinessUnit, BusinessUnitFields>
      title="Business units"
      addLabel="Add business unit"
      list={list}
      rowKey={(unit) => unit.id}
      rowLabel={(unit) => unit.name}
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'type', header: 'Unit type' },
        { key: 'show_on_project', header: 'Show on project', cell: (unit) => (unit.show_on_project ? 'Yes' : 'No') },
      ]}
      form={{
        title: (unit) => (unit ? 'Edit business unit' : 'Add business unit'),
        initialValues: async (row) => {
          if (!row) return { show_on_project: true };
          const unit = await getBusinessUnit(row.id);
          return { name: unit.name, type: unit.type, show_on_project: unit.show_on_project };
        },
        fields: (
          <>
            <TextInputField name="name" label="Name" required autoFocus />
            <TextInputField name="type" label="Type" required />
            <CheckboxField name="show_on_project" label="Show on project" />
          </>
        ),
        save: (fields, unit) => saveBusinessUnit(fields, unit?.id),
        successMessage: CONFIG_MESSAGES.businessUnitSaved,
      }}
      remove={{ run: (unit) => deleteBusinessUnit(unit.id), successMessage: CONFIG_MESSAGES.businessUnitDeleted }}
    />
  );
}
