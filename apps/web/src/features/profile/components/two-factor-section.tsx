import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { encode } from 'uqr';
import type { Me } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormField, FormMessage, inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessageKey } from '../../../lib/error-messages';
import {
  setupKeyOf,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor';

/** The otpauth:// URI as a QR code an authenticator app can scan: dark modules as one SVG path. */
function QrCode({ value, label }: { value: string; label: string }) {
  const path = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 2 });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { d: parts.join(''), size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      className="h-44 w-44 rounded-lg bg-white p-1"
      data-testid="two-factor-qr"
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** A password field and a confirm button, for turning two-factor sign-in on or off. */
function PasswordStep({
  submitLabel,
  busy,
  messageKey,
  onSubmit,
  onCancel,
  tone = 'primary',
}: {
  submitLabel: string;
  busy: boolean;
  messageKey: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form noValidate className="mt-4 flex flex-col gap-3" onSubmit={submit} aria-busy={busy}>
      <FormField
        id={`${id}-password`}
        label={t('profile.twoFactor.password')}
        hint={t('profile.twoFactor.passwordHint')}
      >
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          autoFocus
          className={inputClasses(Boolean(messageKey))}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="two-factor-password"
        />
      </FormField>
      {messageKey ? (
        <FormMessage tone="error" testId="two-factor-message">
          {t(messageKey)}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={tone}
          disabled={busy || password === ''}
          data-testid="two-factor-password-submit"
        >
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'backup'; codes: string[] }
  | { name: 'disable' };

/**
 * My Page, "2단계 인증": turn two-factor sign-in on (the password, then scan the QR code or type
 * the setup key into an authenticator app, then confirm with a code; the backup codes are shown
 * once), or off (the password).
 */
export function TwoFactorSection({ me, onChanged }: { me: Me; onChanged: () => unknown }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor({ onChanged });
  const disable = useDisableTwoFactor({ onChanged });
  const isOn = me.two_factor_enabled === true;
  const codeId = useId();

  const go = (next: Step) => {
    setMessageKey(null);
    setCode('');
    setStep(next);
  };
  const failed = (error: unknown) => setMessageKey(errorMessageKey('profile.twoFactor', error));

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('profile.twoFactor.copied'), 'success');
    } catch {
      toast.show(t('profile.twoFactor.copyFailed'), 'error');
    }
  };

  let body: ReactNode = null;
  if (step.name === 'password') {
    body = (
      <PasswordStep
        submitLabel={t('profile.twoFactor.next')}
        busy={start.isPending}
        messageKey={messageKey}
        onCancel={() => go({ name: 'idle' })}
        onSubmit={(password) =>
          start.mutate(password, { onSuccess: (setup) => go({ name: 'setup', setup }), onError: failed })
        }
      />
    );
  } else if (step.name === 'setup') {
    const key = setupKeyOf(step.setup.totpURI);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const value = code.replace(/\s/g, '');
      if (!/^\d{6}$/.test(value)) return setMessageKey('auth.twoFactor.errors.codeFormat');
      confirm.mutate(value, {
        onSuccess: () => go({ name: 'backup', codes: step.setup.backupCodes }),
        onError: failed,
      });
    };
    body = (
      <div className="mt-4 flex flex-col gap-4" data-testid="two-factor-setup">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-muted">
          <li>{t('profile.twoFactor.scan')}</li>
          <li>{t('profile.twoFactor.enterCode')}</li>
        </ol>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <QrCode value={step.setup.totpURI} label={t('profile.twoFactor.qrLabel')} />
          <div className="min-w-0">
            <p className="text-sm font-semibold">{t('profile.twoFactor.setupKey')}</p>
            <p className="mt-1 text-xs text-ink-subtle">{t('profile.twoFactor.setupKeyHint')}</p>
            <code
              className="mt-2 block rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm break-words"
              data-testid="two-factor-key"
            >
              {key}
            </code>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void copy(key.replace(/ /g, ''))}
            >
              {t('profile.twoFactor.copyKey')}
            </Button>
          </div>
        </div>
        <form noValidate className="flex flex-col gap-3" onSubmit={submit} aria-busy={confirm.isPending}>
          <FormField id={codeId} label={t('auth.twoFactor.code')}>
            <input
              id={codeId}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder={t('auth.twoFactor.codePlaceholder')}
              className={inputClasses(
                Boolean(messageKey),
                'tracking-[0.4em] text-lg placeholder:tracking-normal placeholder:text-base sm:max-w-48',
              )}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              data-testid="two-factor-setup-code"
            />
          </FormField>
          {messageKey ? (
            <FormMessage tone="error" testId="two-factor-message">
              {t(messageKey)}
            </FormMessage>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirm.isPending} data-testid="two-factor-confirm">
              {confirm.isPending ? t('auth.twoFactor.verifying') : t('profile.twoFactor.turnOn')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => go({ name: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </div>
    );
  } else if (step.name === 'backup') {
    body = (
      <div className="mt-4 flex flex-col gap-3" data-testid="two-factor-backup">
        <FormMessage tone="success" testId="two-factor-on">
          {t('profile.twoFactor.nowOn')}
        </FormMessage>
        <p className="text-sm font-semibold">{t('profile.twoFactor.backupTitle')}</p>
        <p className="text-sm text-ink-muted">{t('profile.twoFactor.backupHint')}</p>
        <ul className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-3 font-mono text-sm">
          {step.codes.map((backupCode) => (
            <li key={backupCode} data-testid="two-factor-backup-code">
              {backupCode}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copy(step.codes.join('\n'))}>
            {t('profile.twoFactor.copyCodes')}
          </Button>
          <Button type="button" onClick={() => go({ name: 'idle' })} data-testid="two-factor-done">
            {t('profile.twoFactor.savedCodes')}
          </Button>
        </div>
      </div>
    );
  } else if (step.name === 'disable') {
    body = (
      <PasswordStep
        submitLabel={t('profile.twoFactor.turnOff')}
        tone="danger"
        busy={disable.isPending}
        messageKey={messageKey}
        onCancel={() => go({ name: 'idle' })}
        onSubmit={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              go({ name: 'idle' });
              toast.show(t('profile.twoFactor.nowOff'), 'success');
            },
            onError: failed,
          })
        }
      />
    );
  }

  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
      data-testid="two-factor-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor-title" className="text-lg font-bold">
          {t('profile.twoFactor.title')}
        </h2>
        <span
          className={
            isOn
              ? 'rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-bold text-brand-strong'
              : 'rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-bold text-ink-muted'
          }
          data-testid="two-factor-status"
        >
          {isOn ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t('profile.twoFactor.description')}</p>
      {step.name === 'idle' ? (
        <div className="mt-4">
          {isOn ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => go({ name: 'disable' })}
              data-testid="two-factor-disable"
            >
              {t('profile.twoFactor.turnOff')}
            </Button>
          ) : (
            <Button type="button" onClick={() => go({ name: 'password' })} data-testid="two-factor-enable">
              {t('profile.twoFactor.turnOn')}
            </Button>
          )}
        </div>
      ) : (
        body
      )}
    </section>
  );
}
