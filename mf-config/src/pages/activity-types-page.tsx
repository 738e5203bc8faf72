/**
 * /config/activity-types: search, columns Activity Type, Rate, USD Currency, Enabled; an
 * add/edit modal (name required, rate as free text, USD flag); enable/disable through the
 * delete call (document 3, sections 2 and 4).
 */
import { type ActivityType, CONFIG_MESSAGES, notifySuccess, reportApiError } from '@portal/shared';
import { CheckboxField, TextInputField } from '@portal/shared/fields';
import { CheckCell } from '@portal/shared/lists';
import { getActivityType } from '../features/activity-types/api/get-activity-type';
import { useActivityTypes } from '../features/activity-types/api/get-activity-types';
import { type ActivityTypeFields, useSaveActivityType } from '../features/activity-types/api/save-activity-type';
import { useToggleActivityType } from '../features/activity-types/api/toggle-activity-type';
import { ConfigListPage } from '../features/config-list/components/config-list-page';

export function ActivityTypesPage() {
  const list = useActivityTypes();
  const saveActivityType = useSaveActivityType();
  const toggleActivityType = useToggleActivityType();

  const toggle = async (type: ActivityType) => {
    try {
      // The call flips the stored flag, which someone else may have flipped since the list loaded.
      const toggled = await toggleActivityType(type.id);
      notifySuccess(toggled.disabled ? CONFIG_MESSAGES.activityTypeDisabled : CONFIG_MESSAGES.activityTypeEnabled);
    } catch (error) {
      await reportApiError(error);
    }
  };

  return (
    <ConfigListPage<ActivityType, ActivityTypeFields>
      title="Activity types"
      addLabel="Add activity type"
      list={list}
      rowKey={(type) => type.id}
      rowLabel={(type) => type.name}
      columns={[
        { key: 'name', header: 'Activity Type' },
        { key: 'rate', header: 'Rate' },
        {
          key: 'usd_currency',
          header: 'USD Currency',
          cell: (type) => <CheckCell checked={type.usd_currency} label={`${type.name} in USD`} />,
        },
        { key: 'enabled', header: 'Enabled', cell: (type) => <CheckCell checked={!type.disabled} label={`${type.name} enabled`} /> },
      ]}
      actions={(type) => [{ label: type.disabled ? 'Enable' : 'Disable', onSelect: () => void toggle(type) }]}
      form={{
        title: (type) => (type ? 'Edit activity type' : 'Add activity type'),
        initialValues: async (row) => {
          if (!row) return { usd_currency: false };
          const type = await getActivityType(row.id);
          return { name: type.name, rate: type.rate ?? '', usd_currency: type.usd_currency };
        },
        fields: (
          <>
            <TextInputField name="name" label="Name" required autoFocus />
            <TextInputField name="rate" label="Rate" />
            <CheckboxField name="usd_currency" label="USD currency" />
          </>
        ),
        save: (fields, type) => saveActivityType(fields, type?.id),
        successMessage: CONFIG_MESSAGES.activityTypeSaved,
      }}
    />
  );
}
