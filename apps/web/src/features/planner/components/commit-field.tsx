import { useState, type InputHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/form-field';

/**
 * An input edited in place: it shows the trip's value (a companion's edit included) until the user
 * starts typing, then their draft; the draft becomes one operation when they leave the field or
 * press Enter (Escape puts the trip's value back). Nothing is sent for an unchanged value.
 */
export function CommitField({
  value,
  onCommit,
  className,
  ...input
}: {
  value: string;
  onCommit: (value: string) => void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      {...input}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape' && draft !== null) {
          event.stopPropagation();
          setDraft(null);
        }
      }}
      className={inputClasses(false, className ?? 'h-10 min-w-0 text-sm')}
    />
  );
}
