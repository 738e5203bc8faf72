/**
 * The client units and IDG units pages, identical in behaviour (document 3, section 2):
 * columns Name and Legal entity, both required, add, edit and remove after confirmation.
 */
import type { Unit, UnitRequest } from '@portal/shared';
import { TextInputField } from '@portal/shared/fields';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useDeleteUnit } from '../features/units/api/delete-unit';
import { getUnit } from '../features/units/api/get-unit';
import { type UnitKind, useUnits } from '../features/units/api/get-units';
import { useSaveUnit } from '../features/units/api/save-unit';

type UnitsPageProps = {
  kind: UnitKind;
  title: string;
  /** "client unit", "IDG unit" */
  noun: string;
  toasts: { saved: string; deleted: string };
};

export function UnitsPage({ kind, title, noun, toasts }: UnitsPageProps) {
  const list = useUnits(kind);
  const saveUnit = useSaveUnit();
  const deleteUnit = useDeleteUnit();
  return (
    <ConfigListPage<Unit, UnitRequest>
      title={title}
      addLabel={`Add ${noun}`}
      list={list}
      rowKey={(unit) => unit.id}
      rowLabel={(unit) => unit.name}
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'legal_entity', header: 'Legal entity' },
      ]}
      form={{
        title: (unit) => (unit ? `Edit ${noun}` : `Add ${noun}`),
        initialValues: async (row) => {
          if (!row) return {};
          const unit = await getUnit(kind, row.id);
          return { name: unit.name, legal_entity: unit.legal_entity };
        },
        fields: (
          <>
            <TextInputField name="name" label="Name" required autoFocus />
            <TextInputField name="legal_entity" label="Legal entity" required />
          </>
        ),
        save: (fields, unit) => saveUnit(kind, fields, unit?.id),
        successMessage: toasts.saved,
      }}
      remove={{ run: (unit) => deleteUnit(kind, unit.id), successMessage: toasts.deleted }}
    />
  );
}
