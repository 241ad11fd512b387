import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { limits, normalizeHashtags } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { CloseIcon } from '../../../components/ui/icons';

export interface HashtagInputProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Hashtag entry (spec 1 §2): typing a comma turns the text before it into a tag (Enter does too),
 * a missing leading # is added, duplicates are ignored, × removes a tag and Backspace in the empty
 * box removes the last one. Text left in the box becomes a tag when the box loses focus.
 */
export function HashtagInput({ id, value, onChange, onBlur, invalid, describedBy }: HashtagInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const isFull = value.length >= limits.hashtagsMax;

  const commit = (parts: string[]) => {
    const next = normalizeHashtags([...value, ...parts]).slice(0, limits.hashtagsMax);
    if (next.length !== value.length) onChange(next);
  };

  const handleChange = (raw: string) => {
    if (!raw.includes(',')) {
      setText(raw);
      return;
    }
    const parts = raw.split(',');
    const rest = parts.pop() ?? '';
    commit(parts);
    setText(rest.trimStart());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the whole form.
      event.preventDefault();
      if (text.trim()) {
        commit([text]);
        setText('');
      }
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-12 flex-wrap items-center gap-1.5 rounded-2xl border bg-surface-raised px-3 py-2 focus-within:border-brand',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      <ul className="contents" aria-label={t('destinations.form.hashtagList')}>
        {value.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 text-sm font-semibold text-brand-strong"
          >
            <span data-user-content>{tag}</span>
            <button
              type="button"
              onClick={() => onChange(value.filter((x) => x !== tag))}
              aria-label={t('destinations.form.removeHashtag', { tag })}
              className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand/15"
            >
              <CloseIcon className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          if (text.trim()) {
            commit([text]);
            setText('');
          }
          onBlur?.();
        }}
        disabled={isFull}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={
          isFull ? t('destinations.form.hashtagsFull') : t('destinations.form.hashtagsPlaceholder')
        }
        enterKeyHint="enter"
        className="h-8 min-w-32 flex-1 bg-transparent text-base outline-none placeholder:text-ink-subtle disabled:cursor-not-allowed"
      />
    </div>
  );
}
