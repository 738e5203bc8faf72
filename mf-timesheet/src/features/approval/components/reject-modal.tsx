/**
 * Rejecting one or more entries: the feedback the developer will read is required. The modal
 * stays open with the feedback typed when the call fails.
 */
import { FormModal } from '@portal/shared/dialogs';
import { TextInputField } from '@portal/shared/fields';

type RejectValues = { feedbackApprove: string };

type Props = {
  /** How many entries the rejection is for; 0 closes the modal. */
  count: number;
  onClose: () => void;
  onReject: (feedback: string) => Promise<unknown>;
  successMessage: string;
};

export function RejectModal({ count, onClose, onReject, successMessage }: Props) {
  return (
    <FormModal<RejectValues>
      open={count > 0}
      onClose={onClose}
      title={count > 1 ? `Reject ${count} entries` : 'Reject entry'}
      submitLabel="Reject"
      successMessage={successMessage}
      onSubmit={(values) => onReject(values.feedbackApprove.trim())}
    >
      <TextInputField name="feedbackApprove" label="Feedback" required rows={4} maxLength={2000} autoFocus />
    </FormModal>
  );
}
