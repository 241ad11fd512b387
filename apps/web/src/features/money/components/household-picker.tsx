import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import type { MoneyPerson } from './expense-dialog';

interface HouseholdPickerProps {
  people: readonly MoneyPerson[];
  /** Groups settling as one: user ids joined by commas (the balances' `household` parameter). */
  households: readonly string[];
  isOpen: boolean;
  onChange: (households: string[]) => void;
  onClose: () => void;
}

/** "한 가족으로 정산": choose members who settle as one; the groups chosen, each removable. */
export function HouseholdPicker({ people, households, isOpen, onChange, onClose }: HouseholdPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const grouped = new Set(households.flatMap((group) => group.split(',')));
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? '';
  const add = () => {
    onChange([...households, [...chosen].sort().join(',')]);
    setChosen([]);
    onClose();
  };
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-2xl bg-surface-muted p-3 print:hidden">
      {households.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('money.households.chosen')}>
          {households.map((group) => {
            const names = group.split(',').map(nameOf).join(' · ');
            return (
              <li
                key={group}
                className="flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-sm"
                data-testid="household"
              >
                <span data-user-content>{names}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 text-ink-muted hover:text-ink"
                  aria-label={t('money.households.remove', { names })}
                  onClick={() => onChange(households.filter((g) => g !== group))}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {isOpen ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">{t('money.households.choose')}</legend>
          <div className="flex flex-wrap gap-3">
            {people
              .filter((person) => !grouped.has(person.id))
              .map((person) => (
                <label key={person.id} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(person.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, person.id]
                          : current.filter((id) => id !== person.id),
                      )
                    }
                  />
                  <span data-user-content>{person.name}</span>
                </label>
              ))}
          </div>
          <div>
            <Button size="sm" disabled={chosen.length < 2} onClick={add}>
              {t('money.households.add')}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
