import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { listLimits, type ListItem, type ListItemPatch } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import type { ListWrites } from '../offline/use-list-writes';
import type { ListPerson } from './types';

interface ListItemRowProps {
  writes: ListWrites;
  item: ListItem;
  /** A write of this item waits for the connection. */
  isPending: boolean;
  people: readonly ListPerson[];
  canEdit: boolean;
}

/**
 * One item: its check box (labelled by its text), category, assignee chip (a select for writers),
 * for writers an inline editor and a delete button, and "대기 중" while a write of it waits offline.
 */
export function ListItemRow({ writes, item, isPending, people, canEdit }: ListItemRowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const checkId = useId();
  const [isRemoving, setRemoving] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const assignee = item.assignee_id ? people.find((person) => person.id === item.assignee_id) : undefined;
  const assigneeName = item.assignee_id
    ? (assignee?.display_name ?? t('lists.formerMember'))
    : t('lists.unassigned');

  const change = (fields: ListItemPatch) => {
    void writes
      .patch(item.id, fields)
      .catch((error: unknown) => toast.show(errorMessage('lists.save', error), 'error', { key: 'lists' }));
  };
  const remove = () => {
    setRemoving(true);
    void writes.remove(item.id).catch((error: unknown) => {
      toast.show(errorMessage('lists.delete', error), 'error', { key: 'lists' });
      setRemoving(false);
    });
  };

  if (isEditing) {
    return (
      <li className="rounded-2xl border border-brand/40 bg-surface-raised p-3">
        <ItemEditor
          item={item}
          onCancel={() => setEditing(false)}
          onSave={(text, category) => {
            setEditing(false);
            if (text !== item.text || category !== (item.category ?? ''))
              change({ text, category: category || null });
          }}
        />
      </li>
    );
  }

  return (
    <li
      className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised px-3 py-2.5"
      data-testid="list-item"
    >
      <input
        id={checkId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
        checked={item.is_checked}
        disabled={!canEdit}
        onChange={(event) => change({ is_checked: event.target.checked })}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label
          htmlFor={checkId}
          className={cn(
            'break-words',
            item.is_checked && 'text-ink-subtle line-through',
            canEdit && 'cursor-pointer',
          )}
          data-user-content
        >
          {item.text}
        </label>
        {item.category || item.assignee_id || canEdit || isPending ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {isPending ? (
              <span
                className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold"
                data-testid="list-item-pending"
              >
                {t('lists.pending')}
              </span>
            ) : null}
            {item.category ? (
              <span
                className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted"
                data-user-content
              >
                {item.category}
              </span>
            ) : null}
            {canEdit ? (
              <select
                aria-label={t('lists.assignLabel', { text: item.text })}
                value={item.assignee_id ?? ''}
                onChange={(event) => change({ assignee_id: event.target.value || null })}
                className={cn(
                  'h-7 max-w-[11rem] truncate rounded-full border px-2 text-xs',
                  item.assignee_id
                    ? 'border-brand/40 bg-brand-soft font-semibold text-brand-strong'
                    : 'border-dashed border-line bg-transparent text-ink-muted',
                )}
              >
                <option value="">{t('lists.unassigned')}</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.display_name}
                  </option>
                ))}
                {item.assignee_id && !assignee ? (
                  <option value={item.assignee_id}>{assigneeName}</option>
                ) : null}
              </select>
            ) : item.assignee_id ? (
              <span
                className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong"
                data-testid="assignee-chip"
              >
                {assigneeName}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      {canEdit ? (
        <span className="-my-1 flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('lists.editLabel', { text: item.text })}
            onClick={() => setEditing(true)}
          >
            <EditIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('lists.deleteLabel', { text: item.text })}
            disabled={isRemoving}
            onClick={remove}
          >
            <TrashIcon />
          </Button>
        </span>
      ) : null}
    </li>
  );
}

function ItemEditor({
  item,
  onSave,
  onCancel,
}: {
  item: ListItem;
  onSave: (text: string, category: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(item.text);
  const [category, setCategory] = useState(item.category ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSave(text.trim(), category.trim());
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
    >
      <input
        aria-label={t('lists.text')}
        className={inputClasses(false, 'h-10 sm:flex-1')}
        value={text}
        maxLength={listLimits.textMax}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <input
        aria-label={t('lists.category')}
        placeholder={t('lists.categoryPlaceholder')}
        className={inputClasses(false, 'h-10 sm:w-36')}
        value={category}
        maxLength={listLimits.categoryMax}
        onChange={(event) => setCategory(event.target.value)}
      />
      <span className="flex gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          {t('lists.save')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('lists.cancel')}
        </Button>
      </span>
    </form>
  );
}
