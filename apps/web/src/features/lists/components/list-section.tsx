import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { listLimits, type ListItem, type ListKind } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { newId } from '../../../lib/new-id';
import type { ListWrites } from '../offline/use-list-writes';
import { ListItemRow } from './list-item-row';
import type { ListPerson } from './types';

interface ListSectionProps {
  kind: ListKind;
  writes: ListWrites;
  /** Items a write still waits for (made offline). */
  pendingIds: ReadonlySet<string>;
  /** The items shown (after the "mine only" filter). */
  items: readonly ListItem[];
  /** Every item of this list, for the progress count. */
  allItems: readonly ListItem[];
  people: readonly ListPerson[];
  canEdit: boolean;
  isFiltered: boolean;
}

/** One list (packing or to-dos): its heading with progress, its items, and the add box for writers. */
export function ListSection({
  kind,
  writes,
  pendingIds,
  items,
  allItems,
  people,
  canEdit,
  isFiltered,
}: ListSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const done = allItems.filter((item) => item.is_checked).length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`list-${kind}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {t(`lists.${kind}`)}
        </h2>
        {allItems.length > 0 ? (
          <span className="text-sm text-ink-muted">
            {t('lists.progress', { done, total: allItems.length })}
          </span>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <ListItemRow
              key={item.id}
              writes={writes}
              isPending={pendingIds.has(item.id)}
              item={item}
              people={people}
              canEdit={canEdit}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          {t(isFiltered ? 'lists.empty.mine' : `lists.empty.${kind}`)}
        </p>
      )}
      {canEdit ? <AddItemForm writes={writes} kind={kind} /> : null}
    </section>
  );
}

/**
 * The add box: the item's client id is made once per text typed and kept until the server (or the
 * offline outbox) has it, so a double press or a retry after a lost answer writes one item, not two.
 */
function AddItemForm({ writes, kind }: { writes: ListWrites; kind: ListKind }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [isSaving, setSaving] = useState(false);
  const [text, setText] = useState('');
  const pendingId = useRef<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '' || isSaving) return;
    pendingId.current ??= newId();
    setSaving(true);
    try {
      await writes.put(pendingId.current, { kind, text: value });
      pendingId.current = null;
      setText('');
    } catch (error) {
      toast.show(errorMessage('lists.save', error), 'error', { key: 'lists' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex gap-2">
      <input
        aria-label={t(`lists.addLabel.${kind}`)}
        placeholder={t(`lists.addPlaceholder.${kind}`)}
        className={inputClasses(false, 'h-11 flex-1')}
        value={text}
        maxLength={listLimits.textMax}
        onChange={(event) => {
          setText(event.target.value);
          pendingId.current = null;
        }}
      />
      <Button type="submit" variant="secondary" className="h-11" disabled={text.trim() === '' || isSaving}>
        <PlusIcon />
        {t('lists.add')}
      </Button>
    </form>
  );
}
