import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';

/** The frame of every admin page: a link back to the hub, the title and an intro. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link to="/admin" className="text-sm font-semibold text-brand hover:underline">
        ← {t('admin.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The inline red banner of spec 2 §8. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
      {children}
    </p>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'brand' | 'accent' | 'muted' | 'danger';
  children: ReactNode;
}) {
  const tones = {
    brand: 'bg-brand-soft text-brand-strong',
    accent: 'bg-warning-soft text-warning',
    muted: 'bg-surface-muted text-ink-muted',
    danger: 'bg-danger-soft text-danger',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A search box of the admin pages: `onSearch` gets the trimmed text when Enter or the button is pressed. */
export function AdminSearchForm({
  label,
  placeholder,
  buttonLabel,
  onSearch,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" className="flex gap-2">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className={inputClasses(false, 'h-10 max-w-md')}
      />
      <Button type="submit">{buttonLabel}</Button>
    </form>
  );
}
