import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import {
  limits,
  phoneFromLocal,
  phoneLocalPart,
  phoneToSend,
  profileLimits,
  profileUpdateSchema,
  type Me,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  describedBy,
  FormField,
  FormMessage,
  inputClasses,
  TextField,
} from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';

/** The form holds strings; the shared schema trims them and turns '' into null. */
type FormValues = ProfileUpdateInput;

export interface ProfileEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: Me;
  /** Called with the saved profile, so the screen can refresh the signed-in user. */
  onSaved: (profile: Profile) => unknown;
}

/** Profile edit modal (spec 1 §2): avatar, nickname, phone with a fixed +82 prefix, preferred region. */
export function ProfileEditDialog({ open, onOpenChange, me, onSaved }: ProfileEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.editTitle')}
      description={t('profile.editDescription')}
    >
      {/* Mounted only while open: every opening starts from the saved profile. */}
      {open ? <ProfileForm me={me} onSaved={onSaved} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ProfileForm({
  me,
  onSaved,
  onClose,
}: {
  me: Me;
  onSaved: ProfileEditDialogProps['onSaved'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isUploading, setIsUploading] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const update = useUpdateProfile({ onSaved });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      full_name: me.profile.full_name ?? '',
      phone: me.profile.phone ?? '',
      location: me.profile.location ?? '',
      avatar_url: me.profile.avatar_url ?? '',
    },
  });

  const message = (field: 'full_name' | 'phone' | 'location') => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    const max = field === 'full_name' ? profileLimits.fullNameMax : profileLimits.locationMax;
    return t(errorMessageKey('profile.field', code), { max });
  };

  const onSubmit = async (values: ProfileUpdate) => {
    setFailureKey(null);
    try {
      // However the number was typed (010…, 10…, 8210…), it is sent as "+82 010-1234-5678".
      await update.mutateAsync(values.phone ? { ...values, phone: phoneToSend(values.phone) } : values);
      toast.show(t('profile.saved'), 'success');
      onClose();
    } catch (error) {
      // A refused phone number shows under its field.
      const refused = fieldFailure('profile.field', error, ['phone']);
      if (refused) {
        setError(refused.field, { message: refused.code });
        return;
      }
      setFailureKey(errorMessageKey('profile.update', error));
    }
  };

  const isBusy = isSubmitting || update.isPending;
  const nameError = message('full_name');
  const phoneError = message('phone');
  const locationError = message('location');

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      aria-busy={isBusy}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      data-testid="profile-form"
    >
      <Controller
        control={control}
        name="avatar_url"
        render={({ field }) => (
          <AvatarField
            value={field.value ?? ''}
            onChange={field.onChange}
            fallbackUrl={me.avatar_url}
            onBusyChange={setIsUploading}
          />
        )}
      />
      <TextField
        id="profile-nickname"
        label={t('profile.fields.nickname')}
        error={nameError}
        autoComplete="nickname"
        maxLength={profileLimits.fullNameMax}
        placeholder={t('profile.placeholders.nickname')}
        {...register('full_name')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField
            id="profile-phone"
            label={t('profile.fields.phone')}
            hint={phoneError ? undefined : t('profile.phoneHint')}
            error={phoneError}
          >
            <div
              className={inputClasses(
                Boolean(phoneError),
                'flex items-center gap-0 p-0 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25',
              )}
            >
              <span
                className="flex h-full items-center border-r border-line px-3.5 font-semibold text-ink-muted select-none"
                aria-hidden="true"
              >
                {limits.phonePrefix.trim()}
              </span>
              <input
                id="profile-phone"
                ref={field.ref}
                name={field.name}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={profileLimits.phoneMax - limits.phonePrefix.length}
                placeholder={t('profile.placeholders.phone')}
                aria-invalid={Boolean(phoneError) || undefined}
                aria-describedby={describedBy('profile-phone', { error: phoneError, hint: !phoneError })}
                className="h-full min-w-0 flex-1 rounded-r-xl bg-transparent px-3.5 text-base outline-none"
                value={phoneLocalPart(field.value)}
                // Only digits and hyphens stay (spec 1 §5); the +82 prefix is fixed.
                onChange={(event) => field.onChange(phoneFromLocal(event.target.value))}
                onBlur={field.onBlur}
              />
            </div>
          </FormField>
        )}
      />
      <TextField
        id="profile-location"
        label={t('profile.fields.location')}
        error={locationError}
        autoComplete="address-level1"
        maxLength={profileLimits.locationMax}
        placeholder={t('profile.placeholders.location')}
        {...register('location')}
      />
      {failureKey ? (
        <FormMessage tone="error" testId="profile-error">
          {t(failureKey)}
        </FormMessage>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isBusy || isUploading} data-testid="profile-save">
          {isBusy ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
