import { Button } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { isTypingField } from '../../layout/typingField';
import { fieldsWithoutInput } from './FormServerError';

/**
 * The focus is where the save left it: nowhere, in this form (a field Enter was pressed in), or
 * on what holds it (the dialog); not in another form's field, where the person went on typing
 * while the save was under way (another card of the user detail).
 */
function focusWasLeft(form: HTMLFormElement): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || form.contains(focused)) return true;
  return !isTypingField(focused) && focused.contains(form);
}

/**
 * The submit button of a react-admin form, disabled while the save is under way (unlike
 * `<SaveButton>`, it stays enabled on an untouched form: the server, not the client, validates).
 * `<SaveButton alwaysEnable>` is no stand-in: it stays enabled while saving and ignores
 * `disabled` (the answer modals' blank code, the top-up's empty amount), and it shows a save
 * icon, a spinner while saving.
 */
export const SubmitButton = ({
  children,
  color = 'primary',
  disabled = false,
}: {
  children: ReactNode;
  color?: 'primary' | 'error';
  disabled?: boolean;
}) => {
  const { isSubmitting, errors } = useFormState();
  const { clearErrors } = useFormContext();
  const button = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    // A refused save puts the focus on the first field refused: the button, disabled while the
    // save was under way, had let it fall to the dialog, so a keyboard or screen reader user was
    // not told which field to mend (WCAG 3.3.1).
    const form = button.current?.form;
    if (wasSubmitting.current && !isSubmitting && form && focusWasLeft(form)) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);
  return (
    <Button
      ref={button}
      type="submit"
      variant="contained"
      color={color}
      disabled={disabled || isSubmitting}
      onClick={() => {
        const stale = fieldsWithoutInput(errors);
        if (stale.length > 0) clearErrors(stale);
      }}
    >
      {children}
    </Button>
  );
};
