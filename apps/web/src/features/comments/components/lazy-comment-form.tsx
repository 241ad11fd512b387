import { lazy, Suspense } from 'react';
import type { CommentFormProps } from './comment-form';

const Loaded = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));

/**
 * The comment form (react-hook-form, the shared comment schema) downloads only for someone who may
 * write: visitors reading comments never download it (docs/decisions/0027-page-weight.md). While it
 * downloads, a box of the form's height keeps the thread from jumping.
 */
export function CommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="skeleton h-28 rounded-2xl" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
