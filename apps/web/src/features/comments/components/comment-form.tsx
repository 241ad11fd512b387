import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { commentCreateSchema, commentLength, limits, type Comment } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useCreateComment } from '../api/create-comment';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFormatCount } from '../../../lib/format';

const contentSchema = commentCreateSchema.pick({ content: true });

/** The counter turns amber this close to the limit, red past it. */
const counterWarnAt = limits.commentMaxLength - 100;

export interface CommentFormProps {
  destinationId: string;
  /** The comment being answered; absent for a top-level comment. */
  parent?: Comment;
  /** After a successful post, with the new comment. */
  onPosted?: (comment: Comment) => void;
  /** Cancels the reply; Escape in the box does the same (before any dialog around it closes). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Writes a comment or a reply; validation shares the server's schema (content codes as messages). */
export function CommentForm({ destinationId, parent, onPosted, onCancel, autoFocus }: CommentFormProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-counter`;
  const create = useCreateComment(destinationId);
  const [serverErrorKey, setServerErrorKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ content: string }>({
    resolver: zodResolver(contentSchema),
    defaultValues: { content: '' },
  });
  const { ref: registerRef, ...field } = register('content', { onChange: () => setServerErrorKey(null) });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  const length = commentLength(watch('content') ?? '');
  const fieldError = errors.content?.message;
  const errorKey = fieldError ? errorMessageKey('comments.post', fieldError) : serverErrorKey;
  const isReply = parent !== undefined;

  const onSubmit = handleSubmit(async ({ content }) => {
    setServerErrorKey(null);
    // The server enforces the limit too; saying so before the round trip spares the typing.
    if (parent && parent.depth >= limits.replyDepthMax) {
      setServerErrorKey(errorMessageKey('comments.post', 'reply_depth_exceeded'));
      return;
    }
    try {
      const created = await create.mutateAsync({ content, parent_id: parent?.id ?? null });
      reset({ content: '' });
      // The submit button was disabled while posting, which drops focus: back to the box.
      textarea.current?.focus();
      onPosted?.(created);
    } catch (error) {
      setServerErrorKey(errorMessageKey('comments.post', error));
    }
  });

  const number = useFormatCount();

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      // Tells the surrounding dialog that Escape here belongs to this form.
      data-handles-escape={onCancel ? '' : undefined}
      className={cn('rounded-2xl border border-line bg-surface-raised p-3', isReply && 'mt-2')}
      aria-label={
        isReply ? t('comments.form.replyTo', { name: parent.display_name }) : t('comments.form.title')
      }
    >
      <label htmlFor={fieldId} className="sr-only">
        {isReply ? t('comments.form.replyTo', { name: parent.display_name }) : t('comments.form.label')}
      </label>
      <textarea
        id={fieldId}
        {...field}
        ref={(node) => {
          registerRef(node);
          textarea.current = node;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        rows={isReply ? 2 : 3}
        placeholder={
          isReply
            ? t('comments.form.replyPlaceholder', { name: parent.display_name })
            : t('comments.form.placeholder')
        }
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={`${counterId}${errorKey ? ` ${errorId}` : ''}`}
        className="block w-full resize-y rounded-xl bg-transparent px-2 py-1.5 text-sm leading-relaxed text-ink placeholder:text-ink-subtle focus:outline-none"
      />
      {errorKey ? (
        <p id={errorId} role="alert" className="mt-1 px-2 text-sm font-medium text-danger">
          {t(errorKey)}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2 border-t border-line pt-2">
        <span
          id={counterId}
          data-testid="comment-counter"
          className={cn(
            'px-2 text-xs tabular-nums',
            length > limits.commentMaxLength
              ? 'font-semibold text-danger'
              : length >= counterWarnAt
                ? 'font-semibold text-warning'
                : 'text-ink-subtle',
          )}
        >
          {t('comments.form.counter', {
            current: number(length),
            max: number(limits.commentMaxLength),
          })}
        </span>
        <div className="flex items-center gap-2">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending
              ? t('comments.form.submitting')
              : isReply
                ? t('comments.form.submitReply')
                : t('comments.form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
