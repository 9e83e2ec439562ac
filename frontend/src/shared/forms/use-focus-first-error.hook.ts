import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, moves focus to the first invalid field so its message is read out.
 * Call `focusFirstError()` when the submit fails; the form needs the returned ref.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstError: () => setAttempt((n) => n + 1) };
}
