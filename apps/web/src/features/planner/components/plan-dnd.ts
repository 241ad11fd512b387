import {
  closestCenter,
  pointerWithin,
  type CollisionDetection,
  type DataRef,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/** A day's list of plans as a drop target (`planner-day-2`); its tab on phones adds `-tab`. */
export const dayDropId = (day: number) => `planner-day-${day}`;
export const dayTabDropId = (day: number) => `${dayDropId(day)}-tab`;

/** A day's tab (phones), not its list or a plan. */
export const isTabId = (id: UniqueIdentifier) => String(id).endsWith('-tab');

/** The day a drop target stands for (a day's list or its tab), or null for a plan. */
export const dayOfDropId = (id: UniqueIdentifier) => {
  const match = /^planner-day-(\d+)(-tab)?$/.exec(String(id));
  return match ? Number(match[1]) : null;
};

/** What a plan row tells dnd-kit about itself (useSortable's `data`), beside dnd-kit's own `sortable`. */
export interface PlanDragData {
  dayNumber: number;
  sortable?: { index: number; items: UniqueIdentifier[] };
}

const planData = (data: DataRef | undefined) => data?.current as PlanDragData | undefined;

/** The plans of `dayNumber` among the drop targets. */
const plansOf = (containers: DroppableContainer[], dayNumber: number) =>
  containers.filter((container) => planData(container.data)?.dayNumber === dayNumber);

/** Where the pointer is on the screen now (clientX/clientY), or null when the planner does not know. */
export type LivePointer = () => { x: number; y: number } | null;

/**
 * The day tab under the pointer, both measured now. The tabs stay on top of the screen while the
 * page scrolls under them (sticky) — and it does scroll as a plan is carried up towards them
 * (dnd-kit's auto-scroll) — so the boxes dnd-kit measured when the drag began, and the pointer it
 * counts in page terms, no longer meet over a tab: on a phone a drop on a tab moved nothing.
 */
function tabUnderPointer(containers: DroppableContainer[], pointer: { x: number; y: number }) {
  return containers.find((container) => {
    if (!isTabId(container.id)) return false;
    const box = container.node.current?.getBoundingClientRect();
    return (
      box !== undefined &&
      box.width > 0 &&
      pointer.x >= box.left &&
      pointer.x <= box.right &&
      pointer.y >= box.top &&
      pointer.y <= box.bottom
    );
  });
}

/**
 * Where a dragged plan is over, given where the pointer is on screen now (`livePointer`, tracked by
 * the planner while a plan is dragged).
 *
 * By keyboard (no pointer) only the plans of its own day count: a keyboard move is one place up or
 * down in the day (the drag instructions send other days to "옮길 날"). Had the day's list counted,
 * its centre — the middle plan's centre in a three-plan day — would tie with that plan, and the
 * drop "on the day it is already in" moved nothing; the day tabs (display:none on desktop, sticky
 * on phones) were no better.
 *
 * By pointer: a day tab under the pointer (phones: measured now when the live pointer is known,
 * else from dnd-kit's boxes), else the closest plan of the day list under the pointer, or that list
 * itself when the day is empty, else the closest plan or empty day anywhere.
 */
export const planCollisionsWith =
  (livePointer: LivePointer): CollisionDetection =>
  (args) => {
    const { active, droppableContainers, pointerCoordinates } = args;
    if (!pointerCoordinates) {
      const day = planData(active.data)?.dayNumber;
      return day === undefined
        ? []
        : closestCenter({ ...args, droppableContainers: plansOf(droppableContainers, day) });
    }
    const live = livePointer();
    const liveTab = live ? tabUnderPointer(droppableContainers, live) : undefined;
    if (liveTab) return [{ id: liveTab.id, data: { droppableContainer: liveTab, value: 0 } }];
    // With the live pointer known, dnd-kit's boxes of the tabs are stale: leave them out.
    const days = droppableContainers.filter(
      (container) => dayOfDropId(container.id) !== null && !(live && isTabId(container.id)),
    );
    const plans = droppableContainers.filter((container) => dayOfDropId(container.id) === null);
    const under = pointerWithin({ ...args, droppableContainers: days });
    const tab = under.find((collision) => isTabId(collision.id));
    if (tab) return [tab];
    const list = under[0];
    if (list) {
      const ofList = plansOf(plans, dayOfDropId(list.id) ?? 0);
      return ofList.length === 0 ? [list] : closestCenter({ ...args, droppableContainers: ofList });
    }
    // A day is its plans, or its list when it has none.
    const isEmptyList = (container: DroppableContainer) => {
      const day = dayOfDropId(container.id);
      return day !== null && !isTabId(container.id) && plansOf(plans, day).length === 0;
    };
    return closestCenter({ ...args, droppableContainers: [...plans, ...days.filter(isEmptyList)] });
  };

const moves: Record<string, number> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * Where an arrow key takes a dragged plan: onto the row of the plan one place above or below the
 * place it is over now, within its day, or nowhere at the ends. It replaces dnd-kit's
 * `sortableKeyboardCoordinates`, which looks for the nearest drop target of any kind above or
 * below and so could land on the day's list or a day tab instead of the next plan.
 */
export const planKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.code)) return undefined;
  // The page does not scroll under a plan being moved.
  event.preventDefault();
  const step = moves[event.code];
  const { active, over, collisionRect, droppableRects } = context;
  const mine = planData(active?.data);
  if (!step || !active || !collisionRect || !mine?.sortable) return undefined;
  const { items, index: startIndex } = mine.sortable;
  const overData = over ? planData(over.data) : undefined;
  const from =
    overData?.dayNumber === mine.dayNumber && overData.sortable ? overData.sortable.index : startIndex;
  const targetId = items[from + step];
  const target = targetId === undefined ? undefined : droppableRects.get(targetId);
  if (!target) return undefined;
  // Below its start the plan's bottom meets the target's bottom (rows differ in height).
  const isBelowStart = from + step > startIndex;
  return { x: target.left, y: isBelowStart ? target.top + target.height - collisionRect.height : target.top };
};
