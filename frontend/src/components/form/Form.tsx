import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'onSubmit'> & {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A form of our field components (validated by us, so `noValidate`). After every submit, once the render that
 * shows the errors is done, focus moves to the first invalid field (`aria-invalid="true"`, in page order), so a
 * keyboard or screen-reader user lands where the first problem is. A valid submit shows no invalid field and
 * leaves focus alone.
 */
export function Form({ onSubmit, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);
  return (
    <form
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        setSubmits((count) => count + 1);
      }}
    >
      {children}
    </form>
  );
}
