import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { listLimits } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { TrashIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorMessage } from '../../../lib/error-messages';
import { newId } from '../../../lib/new-id';
import {
  useApplyListTemplate,
  useDeleteListTemplate,
  useListTemplates,
  useSaveListTemplate,
} from '../api/templates';

interface DialogBaseProps {
  itineraryId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The built-in templates (in the page's language) and mine, each applied with one press. */
export function ApplyTemplateDialog({ itineraryId, open, onOpenChange }: DialogBaseProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const templates = useListTemplates(language, open);
  const apply = useApplyListTemplate(itineraryId);
  const remove = useDeleteListTemplate();

  const applyOne = (template: string) =>
    apply.mutate(
      { template, lang: language },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          toast.show(
            result.added > 0
              ? t('lists.templates.applied', { count: result.added })
              : t('lists.templates.nothingAdded'),
            result.added > 0 ? 'success' : 'info',
            { key: 'lists' },
          );
        },
        onError: (error) => toast.show(errorMessage('lists.apply', error), 'error', { key: 'lists' }),
      },
    );

  const row = (key: string, name: string, count: number, onDelete?: () => void) => (
    <li key={key} className="flex items-center gap-3 rounded-2xl border border-line px-3 py-2.5">
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words">{name}</span>
        <span className="text-sm text-ink-muted">{t('lists.templates.items', { count })}</span>
      </span>
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('lists.templates.deleteOne', { name })}
          onClick={onDelete}
        >
          <TrashIcon />
        </Button>
      ) : null}
      <Button
        size="sm"
        aria-label={t('lists.templates.applyOne', { name })}
        disabled={apply.isPending}
        onClick={() => applyOne(key)}
      >
        {t('lists.templates.apply')}
      </Button>
    </li>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('lists.templates.applyTitle')}
      description={t('lists.templates.applyHint')}
      size="md"
    >
      {templates.data ? (
        <div className="flex flex-col gap-5" data-testid="apply-template-dialog">
          <section className="flex flex-col gap-2">
            <h3 className="font-bold">{t('lists.templates.builtin')}</h3>
            <ul className="flex flex-col gap-2">
              {templates.data.builtin.map((template) =>
                row(template.key, template.name, template.items.length),
              )}
            </ul>
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="font-bold">{t('lists.templates.own')}</h3>
            {templates.data.own.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {templates.data.own.map((template) =>
                  row(template.id, template.name, template.items.length, () =>
                    remove.mutate(template.id, {
                      onSuccess: () => toast.show(t('lists.templates.deleted'), 'success', { key: 'lists' }),
                      onError: (error) =>
                        toast.show(errorMessage('lists.template', error), 'error', { key: 'lists' }),
                    }),
                  ),
                )}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{t('lists.templates.noOwn')}</p>
            )}
          </section>
        </div>
      ) : templates.isError ? (
        <p role="alert">{t('lists.errors.loadFailed')}</p>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label={t('lists.loading')} />
        </div>
      )}
    </Dialog>
  );
}

/** Saves this trip's lists as my template, under a client id made when the dialog opens. */
export function SaveTemplateDialog({ itineraryId, open, onOpenChange }: DialogBaseProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveListTemplate();
  const nameId = useId();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState(newId);
  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setTemplateId(newId());
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '') return;
    save.mutate(
      { id: templateId, input: { name: value, itinerary_id: itineraryId } },
      {
        onSuccess: (template) => {
          close(false);
          toast.show(t('lists.templates.saved', { name: template.name }), 'success', { key: 'lists' });
        },
        onError: (error) => toast.show(errorMessage('lists.template', error), 'error', { key: 'lists' }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('lists.templates.saveTitle')} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField id={nameId} label={t('lists.templates.name')}>
          <input
            id={nameId}
            className={inputClasses()}
            value={name}
            maxLength={listLimits.templateNameMax}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            {t('lists.cancel')}
          </Button>
          <Button type="submit" disabled={name.trim() === '' || save.isPending}>
            {t('lists.templates.saveSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
