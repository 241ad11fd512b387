import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-ink-muted', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-line border-t-brand motion-reduce:animate-none"
      />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
