import { useTranslation } from '../../../i18n';
import { cn } from '../../../components/ui/cn';
import { usePresence, type PresentMember } from '../hooks/use-presence';
import { PersonAvatar } from './person-avatar';

export interface PresenceBarProps {
  itineraryId: string;
  /** The plan I am editing, announced to the others. */
  editingPlanId?: string | null;
  /** A plan's title, to say which plan someone edits; without it they are "editing a plan". */
  planTitleOf?: (planId: string) => string | undefined;
  className?: string;
}

/**
 * Who else is in the planner right now, and which plan each edits (docs/API.md "Editing a trip
 * together": heartbeats, never stored). Sends my heartbeat while mounted and visible.
 */
export function PresenceBar({ itineraryId, editingPlanId = null, planTitleOf, className }: PresenceBarProps) {
  const { members } = usePresence(itineraryId, editingPlanId);
  return <PresenceList members={members} planTitleOf={planTitleOf} className={className} />;
}

/**
 * The presence bar's look for members already known: for a page that runs `usePresence` itself
 * (the planner, which also marks the plans others edit) so the heartbeat is sent once.
 */
export function PresenceList({
  members,
  planTitleOf,
  className,
}: {
  members: PresentMember[];
  planTitleOf?: PresenceBarProps['planTitleOf'];
  className?: string;
}) {
  const { t } = useTranslation();
  const describe = (member: (typeof members)[number]) => {
    if (!member.planId) return t('tripLive.presence.here', { name: member.name });
    const plan = planTitleOf?.(member.planId);
    return plan
      ? t('tripLive.presence.editingPlan', { name: member.name, plan })
      : t('tripLive.presence.editing', { name: member.name });
  };
  return (
    <section
      aria-label={t('tripLive.presence.label')}
      className={cn('flex min-h-9 items-center gap-2', className)}
      data-testid="presence-bar"
    >
      {members.length === 0 ? (
        <p className="text-sm text-ink-subtle">{t('tripLive.presence.alone')}</p>
      ) : (
        <ul className="flex items-center -space-x-2" aria-live="polite">
          {members.map((member) => (
            <li key={member.userId} className="relative" title={describe(member)}>
              <PersonAvatar
                name={member.name}
                avatarUrl={member.avatar}
                className={cn('ring-2 ring-surface', member.planId && 'ring-brand')}
              />
              <span className="sr-only">{describe(member)}</span>
            </li>
          ))}
        </ul>
      )}
      {members.length > 0 ? (
        <p className="text-sm text-ink-muted" aria-hidden="true">
          {t('tripLive.presence.count', { count: members.length })}
        </p>
      ) : null}
    </section>
  );
}

/** The others editing one plan, as small avatars on its row (their names said to screen readers). */
export function PlanEditors({ editors }: { editors: PresentMember[] }) {
  const { t } = useTranslation();
  if (editors.length === 0) return null;
  return (
    <ul className="flex items-center -space-x-1.5" data-testid="plan-editors">
      {editors.map((member) => (
        <li key={member.userId} title={t('tripLive.presence.editing', { name: member.name })}>
          <PersonAvatar
            name={member.name}
            avatarUrl={member.avatar}
            className="h-6 w-6 text-[0.625rem] ring-2 ring-brand"
          />
          <span className="sr-only">{t('tripLive.presence.editing', { name: member.name })}</span>
        </li>
      ))}
    </ul>
  );
}
