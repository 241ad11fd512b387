import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';

/** The look of a text input; `invalid` turns the border red. */
export function inputClasses(invalid = false, extra?: string) {
  return cn(
    'h-12 w-full rounded-xl border bg-surface px-3.5 text-base text-ink placeholder:text-ink-subtle',
    'transition-colors focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-danger' : 'border-line',
    extra,
  );
}

/** The ids a field's input should name in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface FormFieldProps {
  /** The id of the input inside; the label points at it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, the input, a hint and an error message (announced when it appears). */
export function FormField({ id, label, hint, error, children, className }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: ReactNode;
  /** Pass undefined while `error` shows, when the error should replace the hint. */
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A FormField around one input, wired for assistive technology: aria-invalid while there is an
 * error, aria-describedby naming the hint and error shown. The rest of the props go to the input
 * (react-hook-form's `register()` included).
 */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={inputClasses(Boolean(error))}
        {...input}
      />
    </FormField>
  );
}

/** A message box above or below a form: an error, a piece of news, or a success. */
export function FormMessage({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'rounded-xl px-3.5 py-3 text-sm font-medium',
        tone === 'error' && 'bg-danger-soft text-danger',
        tone === 'info' && 'bg-surface-muted text-ink',
        tone === 'success' && 'bg-brand-soft text-brand-strong',
      )}
    >
      {children}
    </p>
  );
}
