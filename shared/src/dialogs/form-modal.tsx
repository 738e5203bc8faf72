/**
 * The add/edit modal of every list: a react-final-form form in a Chakra dialog. Save runs
 * `onSubmit`; on success it shows `successMessage` and closes; on failure it stays open with
 * everything typed, the server's 422 messages under their fields (see toSubmissionErrors).
 * Cancel, Escape and the close button discard the form; it is rebuilt from `initialValues`
 * on every opening. Focus starts on the first field, also when the record loads after the
 * dialog opened (not on the close button), and returns where the user was: the button that
 * opened it, or the menu button of the row menu item that did (issue 32).
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import type { ValidationErrors } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { LoadingState, notifySuccess } from '@portal/shared';
import { toSubmissionErrors } from './submission-errors';

export type FormModalProps<Values extends object> = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The record being edited, or the defaults of a new one. */
  initialValues?: Partial<Values>;
  /** The record is still loading: show a spinner instead of the fields. */
  loading?: boolean;
  /** Saves; throw (or let the API client throw) to keep the modal open. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The success toast, e.g. "Activity type has been saved." */
  successMessage?: string;
  /** Whole-form rules (field rules belong on the fields). */
  validate?: (values: Values) => ValidationErrors | Promise<ValidationErrors>;
  submitLabel?: string;
  /** Whether the save button is offered for these values (e.g. only once a line exists); always by default. */
  canSubmit?: (values: Values) => boolean;
  cancelLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The fields; a function gets the form state (to show fields depending on other values). */
  children: ReactNode | ((form: FormRenderProps<Values>) => ReactNode);
};

export function FormModal<Values extends object>({
  open,
  onClose,
  title,
  initialValues,
  loading = false,
  onSubmit,
  successMessage,
  validate,
  submitLabel = 'Save',
  canSubmit,
  cancelLabel = 'Cancel',
  size = 'md',
  children,
}: FormModalProps<Values>) {
  const content = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    returnTo.current = open ? whereTheUserWas() : null;
  }, [open]);
  useEffect(() => {
    if (!open || loading) return;
    const frame = requestAnimationFrame(() => focusFirstField(content.current));
    return () => cancelAnimationFrame(frame);
  }, [open, loading]);
  const finalFocus = () => {
    const target = returnTo.current;
    return target?.isConnected ? target : null;
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {loading ? (
              <Dialog.Body>
                <LoadingState />
              </Dialog.Body>
            ) : (
              <Form<Values>
                initialValues={initialValues}
                validate={validate}
                onSubmit={async (values, form) => {
                  try {
                    await onSubmit(values);
                  } catch (error) {
                    return toSubmissionErrors(error, form.getRegisteredFields());
                  }
                  if (successMessage) notifySuccess(successMessage);
                  onClose();
                  return undefined;
                }}
                render={(formProps) => (
                  <form onSubmit={(event) => void formProps.handleSubmit(event)} noValidate>
                    <Dialog.Body>
                      <Stack gap="4">
                        {formProps.submitError && !formProps.dirtySinceLastSubmit && (
                          <Alert.Root status="error">
                            <Alert.Indicator />
                            <Alert.Title>{formProps.submitError}</Alert.Title>
                          </Alert.Root>
                        )}
                        {typeof children === 'function' ? children(formProps) : children}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose}>
                        {cancelLabel}
                      </Button>
                      {(canSubmit?.(formProps.values) ?? true) && (
                        <Button type="submit" colorPalette="blue" loading={formProps.submitting}>
                          {submitLabel}
                        </Button>
                      )}
                    </Dialog.Footer>
                  </form>
                )}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const FIELDS = 'input:not([type="hidden"]):not(:disabled):not([readonly]), select:not(:disabled), textarea:not(:disabled):not([readonly])';

/** The first field, unless the user already is in one (a quick typist, or a field focused on purpose). */
function focusFirstField(content: HTMLElement | null): void {
  if (!content) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && content.contains(active) && active.matches(FIELDS)) return;
  content.querySelector<HTMLElement>(`form ${FIELDS.split(', ').join(', form ')}`)?.focus();
}

/** The element to return to: the focused one, or for a row menu's item the menu's button. */
function whereTheUserWas(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (!menu) return active;
  const label = menu.getAttribute('aria-labelledby');
  return (label ? document.getElementById(label) : null) ?? active;
}
